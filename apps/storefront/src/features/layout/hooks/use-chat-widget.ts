import type { StorefrontBranding } from '@patchbay/contract';
import { useEffect } from 'react';

type Widget = NonNullable<StorefrontBranding['chatWidget']>;

/** The globals each provider's script reads before it starts. */
function configure(widget: Widget) {
  const w = window as unknown as Record<string, unknown>;
  if (widget.provider === 'crisp') {
    w.$crisp = [];
    w.CRISP_WEBSITE_ID = widget.id;
  } else if (widget.provider === 'intercom') {
    w.intercomSettings = { app_id: widget.id };
  } else {
    w.Tawk_API = w.Tawk_API ?? {};
    w.Tawk_LoadStart = new Date();
  }
}

/**
 * Loads the storefront's chat widget once the page is interactive and idle: after the load event,
 * never before the page's own code (docs/chat-widget.md). The admin portal has no such code at all.
 */
export function useChatWidget(widget: StorefrontBranding['chatWidget']) {
  useEffect(() => {
    if (!widget) return;
    let cancelled = false;
    const inject = () => {
      if (cancelled || document.querySelector(`script[data-chat-widget="${widget.provider}"]`)) return;
      configure(widget);
      const script = document.createElement('script');
      script.src = widget.scriptUrl;
      script.async = true;
      script.dataset.chatWidget = widget.provider;
      document.body.appendChild(script);
    };
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(inject, { timeout: 3000 })
        : setTimeout(inject, 1);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, [widget]);
}
