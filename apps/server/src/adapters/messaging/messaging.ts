// SMS and e-mail leave through one interface. Embedded default: the database outbox (/dev/outbox).
export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  text: string;
  /** The one-time code inside the text, kept separately so tests and /dev/outbox can read it. */
  code?: string;
}

export interface MessageSender {
  readonly kind: string;
  send(message: OutgoingMessage): Promise<void>;
}
