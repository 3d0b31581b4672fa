// The company app embeds the site in a web view whose user agent carries the app's name.
export const NATIVE_APP_UA_PATTERN = /XingtuApp/i;
export const WECHAT_UA_PATTERN = /MicroMessenger/i;

export const isNativeApp = (userAgent: string): boolean => NATIVE_APP_UA_PATTERN.test(userAgent);
export const isWeChat = (userAgent: string): boolean => WECHAT_UA_PATTERN.test(userAgent);

export interface HostMessage {
  type: 'authFailed';
  url: string;
}

interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { xingtu?: { postMessage(message: unknown): void } } };
}

/** Posts to the React Native bridge or the iOS WKWebView handler, whichever the host installed. */
export function postToHost(
  message: HostMessage,
  target: NativeWindow = globalThis as unknown as NativeWindow,
): boolean {
  if (target.ReactNativeWebView) {
    target.ReactNativeWebView.postMessage(JSON.stringify(message));
    return true;
  }
  const handler = target.webkit?.messageHandlers?.xingtu;
  if (handler) {
    handler.postMessage(message);
    return true;
  }
  return false;
}
