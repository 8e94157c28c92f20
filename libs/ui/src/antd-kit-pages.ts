/**
 * The antd components pages need beyond the first screen: tables, selects, date pickers, menus,
 * uploads. Shared with Checker's page building blocks as `@checker/ui/pages` (pages.ts), so a first
 * visit to /signin does not download them (antd-kit.ts has the rest).
 */
export {
  AutoComplete,
  Badge,
  Breadcrumb,
  Checkbox,
  DatePicker,
  Descriptions,
  InputNumber,
  Menu,
  Pagination,
  Progress,
  Radio,
  Select,
  Statistic,
  Table,
  Upload,
} from 'antd/es/index.js';
