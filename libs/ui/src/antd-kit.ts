/**
 * The antd components Checker uses. Module Federation shares this module under the name `antd`
 * (tools/rspack), and TypeScript and Jest resolve `antd` here too: a shared module cannot be
 * tree-shaken, so sharing the whole of antd would cost every first visit ~440 KB gzipped.
 * Need another component? Add it below; it reaches remotes when the shell is redeployed.
 */
export {
  Alert,
  App,
  AutoComplete,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Empty,
  Flex,
  FloatButton,
  Form,
  Input,
  InputNumber,
  Layout,
  Menu,
  Modal,
  Pagination,
  Progress,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
  Tooltip,
  Typography,
  Upload,
  message,
  theme,
} from 'antd/es/index.js';
export type * from 'antd/es/index.js';
