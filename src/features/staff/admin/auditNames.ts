import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditObjectType } from '../../../../contract/auditObjects';

// Beside the audit page, not in src/i18n: only the console shows these, so they stay in the
// staff catalog and out of what a customer's first load downloads.

/** What staff did, in the words the console's own buttons use for it. */
export const auditActionNames: Record<AuditAction, MessageDescriptor> = {
  'package.receive': msg`Nhận kiện vào kho`,
  'package.measure': msg`Cân đo kiện`,
  'package.match': msg`Ghép kiện vào đơn ký gửi`,
  'package.move': msg`Chuyển kho`,
  'delivery.handOver': msg`Bàn giao cho đơn vị vận chuyển`,
  'delivery.complete': msg`Hoàn tất giao hàng`,
  'order.move': msg`Chuyển trạng thái đơn`,
  'user.create': msg`Tạo tài khoản`,
  'user.update': msg`Sửa vai trò và nhiệm vụ`,
  'user.disable': msg`Khóa tài khoản`,
  'user.enable': msg`Mở khóa tài khoản`,
  'bankTransfer.record': msg`Ghi dòng sao kê ngân hàng`,
  'recharge.confirm': msg`Xác nhận nạp tiền`,
  'withdrawal.complete': msg`Chi trả lệnh rút`,
  'withdrawal.reject': msg`Từ chối lệnh rút`,
  'withdrawal.proof': msg`Đính kèm chứng từ chi trả`,
  'wallet.adjust': msg`Điều chỉnh số dư ví`,
  'settings.update': msg`Lưu cài đặt`,
  'pob.take': msg`Nhận xử lý yêu cầu thanh toán hộ`,
  'pob.pay': msg`Xác nhận đã thanh toán hộ`,
  'pob.reject': msg`Từ chối yêu cầu thanh toán hộ`,
  'pob.refund': msg`Ghi nhận người bán hoàn tiền`,
  'pobRefund.accept': msg`Duyệt hoàn tiền thanh toán hộ`,
  'pobRefund.refuse': msg`Từ chối hoàn tiền thanh toán hộ`,
  'taobaoIntOrder.advance': msg`Chuyển bước đơn Taobao quốc tế (mô phỏng)`,
  'complaint.take': msg`Tiếp nhận khiếu nại`,
  'complaint.accept': msg`Chấp nhận khiếu nại`,
  'complaint.reject': msg`Từ chối khiếu nại`,
  'complaint.refund': msg`Hoàn tiền khiếu nại`,
  'complaint.close': msg`Đóng khiếu nại`,
  'article.create': msg`Viết bài mới`,
  'article.update': msg`Sửa bài viết`,
  'article.delete': msg`Xóa bài viết`,
  'staticPage.create': msg`Tạo trang thông tin`,
  'staticPage.update': msg`Sửa trang thông tin`,
  'staticPage.delete': msg`Xóa trang thông tin`,
  'chat.assign': msg`Giao cuộc trò chuyện`,
  'agency.terms': msg`Đổi điều khoản giá đại lý`,
  'agency.leave': msg`Rời đại lý`,
};

/** What an audit entry is about. */
export const auditObjectNames: Record<AuditObjectType, MessageDescriptor> = {
  user: msg`Tài khoản`,
  settings: msg`Cài đặt`,
  wallet: msg`Ví`,
  recharge: msg`Nạp tiền`,
  bankTransfer: msg`Sao kê`,
  withdrawal: msg`Rút tiền`,
  order: msg`Đơn mua hộ`,
  package: msg`Kiện hàng`,
  consignment: msg`Ký gửi`,
  delivery: msg`Giao hàng`,
  pob: msg`Thanh toán hộ`,
  pobRefund: msg`Hoàn tiền thanh toán hộ`,
  taobaoIntOrder: msg`Đơn Taobao quốc tế`,
  complaint: msg`Khiếu nại`,
  article: msg`Bài viết`,
  staticPage: msg`Trang thông tin`,
  chat: msg`Cuộc trò chuyện`,
};

/**
 * The words for an entry's action. The log keeps every row it ever wrote, so a verb this
 * version has no words for (an older or newer server's) is shown as it was recorded.
 */
export function auditActionName(i18n: I18n, action: string): string {
  return Object.hasOwn(auditActionNames, action) ? i18n._(auditActionNames[action as AuditAction]) : action;
}
