import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/staff/DashboardPage';

export const Route = createFileRoute('/_authed/staff/')({
  staticData: { title: msg`Quầy nhân viên – Tổng quan`, layout: 'console', scrollToTop: true },
  component: DashboardPage,
});
