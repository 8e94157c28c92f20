/**
 * The antd components of Checker's first screen (sign-in, the IP gate, the frame of a page). Module
 * Federation shares this module under the name `antd` (tools/rspack), and TypeScript and Jest resolve
 * `antd` here too: a shared module cannot be tree-shaken, so sharing the whole of antd would cost every
 * first visit ~440 KB gzipped. The heavier ones (tables, selects, pickers, menus) are in
 * antd-kit-pages.ts, shared with Checker's page building blocks as `@checker/ui/pages`, loaded after
 * sign-in. Need another component? Add it to one of the two; it reaches remotes when the shell is redeployed.
 */
export {
  Alert,
  App,
  Button,
  Card,
  Col,
  ConfigProvider,
  Divider,
  Empty,
  Flex,
  FloatButton,
  Form,
  Input,
  Layout,
  Modal,
  Result,
  Row,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
  message,
  theme,
} from 'antd/es/index.js';
export type * from 'antd/es/index.js';
