import type { MessageSender, OutgoingMessage } from './messaging.ts';

// Production driver: an HTTP SMS gateway (JSON POST with a bearer key, the shape most Chinese SMS
// aggregators accept) and SMTP for e-mail through nodemailer. Either half may be unconfigured;
// a message for an unconfigured channel is an error, never silently dropped.
export interface ProviderOptions {
  sms?: { url: string; key: string } | undefined;
  smtpUrl?: string | undefined;
  from?: string;
  fetchImpl?: typeof fetch;
}

export function createProviderSender(options: ProviderOptions): MessageSender {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    kind: 'provider',
    async send(message: OutgoingMessage) {
      if (message.channel === 'sms') {
        if (!options.sms) throw new Error('SMS provider is not configured');
        const response = await fetchImpl(options.sms.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.sms.key}` },
          body: JSON.stringify({ mobile: message.to, content: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
        return;
      }
      if (!options.smtpUrl) throw new Error('SMTP is not configured');
      const nodemailer = await import('nodemailer');
      const transport = nodemailer.createTransport(options.smtpUrl);
      await transport.sendMail({
        from: options.from ?? 'noreply@xingtu.example',
        to: message.to,
        subject: '星图验证码',
        text: message.text,
      });
    },
  };
}
