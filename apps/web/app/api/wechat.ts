import { PLATFORM_HEADER_SIGNATURE } from '@xingtu/contracts/constants';
import { sysApi } from '@xingtu/contracts/sys-api';
import { api } from './http.ts';

// Inside WeChat's browser: load the JS-SDK and configure it with a signature for this page.
// Failures are silent (SPEC §7): sharing falls back to the browser's own menu.

export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

interface WxShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

interface WxSdk {
  config(options: Record<string, unknown>): void;
  error(callback: (error: unknown) => void): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(data: WxShareData): void;
  updateTimelineShareData(data: WxShareData): void;
}

const sdk = () => (window as unknown as { wx?: WxSdk }).wx;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('wechat sdk failed to load'));
    document.head.appendChild(script);
  });
}

export async function initWeChat(): Promise<void> {
  try {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    // The SDK and the signature load side by side; both are needed before wx.config.
    const [, answer] = await Promise.all([
      sdk() ? Promise.resolve() : loadScript(WECHAT_SDK_URL),
      api().call(
        sysApi.wechatSignPackage,
        { query: { url } },
        { platform: PLATFORM_HEADER_SIGNATURE, silent: true, hideErrors: true, cache: false },
      ),
    ]);
    const sign = answer.data?.records;
    const wx = sdk();
    if (!sign || !wx) return;
    wx.config({
      debug: false,
      appId: sign.appId,
      timestamp: Number(sign.timestamp),
      nonceStr: sign.nonceStr,
      signature: sign.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    wx.error((error) => console.warn('wechat config', error));
  } catch (error) {
    console.warn('wechat init skipped', error);
  }
}

/**
 * The title, description and image WeChat shows when this page is shared to a chat or the moments
 * (the signature is per address, so the SDK is configured again for this page first).
 */
export async function setWeChatShare(data: WxShareData): Promise<void> {
  await initWeChat();
  const wx = sdk();
  if (!wx) return;
  wx.ready(() => {
    wx.updateAppMessageShareData(data);
    wx.updateTimelineShareData(data);
  });
}
