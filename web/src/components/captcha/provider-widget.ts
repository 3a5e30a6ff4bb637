/** The providers' own widget scripts (drawn only when the server names a provider). */
const SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
} as const;

interface WidgetApi {
  render: (el: HTMLElement, options: Record<string, unknown>) => unknown;
}

/** Loads the provider's script once and draws its widget; the token (or null) goes to `onToken`. */
export async function drawProviderWidget(
  kind: keyof typeof SCRIPTS,
  el: HTMLElement,
  siteKey: string,
  onToken: (token: string | null) => void,
): Promise<void> {
  const global = window as unknown as Record<string, WidgetApi | undefined>;
  if (!global[kind]) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPTS[kind];
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`${kind} script failed to load`));
      document.head.appendChild(script);
    });
  }
  // Spec 5: true on success, false on error or expiry.
  global[kind]?.render(el, {
    sitekey: siteKey,
    callback: (token: string) => onToken(token),
    'expired-callback': () => onToken(null),
    'error-callback': () => onToken(null),
  });
}
