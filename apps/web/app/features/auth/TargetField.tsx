import type { ChangeEvent } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import type { CodeChannel } from './validate.ts';

/**
 * The mobile number or e-mail address a code goes to. `fresh` words it as a new address (binding);
 * autoComplete may name it the account's user name (password reset) so password managers follow.
 */
export function TargetField({
  id,
  channel,
  value,
  onChange,
  error,
  fresh = false,
  autoComplete,
}: {
  id: string;
  channel: CodeChannel;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  fresh?: boolean;
  autoComplete?: string;
}) {
  const prefix = fresh ? '新' : '';
  const common = {
    id,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.trim()),
  };
  return channel === 'sms' ? (
    <Field
      {...common}
      label={`${prefix}手机号`}
      type="tel"
      inputMode="numeric"
      maxLength={11}
      placeholder={`请输入${prefix}手机号`}
      autoComplete={autoComplete ?? 'tel'}
    />
  ) : (
    <Field
      {...common}
      label={`${prefix}邮箱`}
      type="email"
      placeholder={`请输入${prefix}邮箱地址`}
      autoComplete={autoComplete ?? 'email'}
    />
  );
}
