/**
 * How long a call may take before the app gives up and says so: mobile networks get
 * longer than desktop ones, and a device that reports itself offline fails fast, because waiting
 * longer will not bring an answer.
 */
const TIMEOUT_MS = { desktop: 30_000, mobile: 60_000, offline: 5_000 } as const;

export function requestTimeoutMs({ mobile, online }: { mobile: boolean; online: boolean }): number {
  if (!online) return TIMEOUT_MS.offline;
  return mobile ? TIMEOUT_MS.mobile : TIMEOUT_MS.desktop;
}

type DeviceWindow = Pick<Window, 'matchMedia'> & { navigator: Pick<Navigator, 'onLine'> & { userAgentData?: { mobile?: boolean } } };

/** Read on every call: the device can go offline, or a tablet can get a keyboard, at any time. */
export function browserTimeoutMs(win: DeviceWindow = window): number {
  const mobile =
    win.navigator.userAgentData?.mobile ?? (typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches);
  return requestTimeoutMs({ mobile, online: win.navigator.onLine !== false });
}
