import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';

/** One icon per sidebar path; imported one by one so the bundle carries only these. */
export const PAGE_ICONS: Record<string, ReactNode> = {
  '/': <AppstoreOutlined />,
  '/upload': <CloudUploadOutlined />,
  '/view-bo': <FileSearchOutlined />,
  '/view-mutasi': <TableOutlined />,
  '/user': <UserOutlined />,
  '/whitelist': <SafetyOutlined />,
  '/convert-mutasi': <SwapOutlined />,
  '/website': <GlobalOutlined />,
  '/dataplayer': <TeamOutlined />,
  '/databank': <BankOutlined />,
  '/posting-window': <CalendarOutlined />,
  '/tracking': <HistoryOutlined />,
  '/delete': <DeleteOutlined />,
  '/download-template': <DownloadOutlined />,
};
