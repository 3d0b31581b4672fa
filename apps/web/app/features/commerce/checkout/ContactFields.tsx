import { Field } from '../../../components/ui/Field.tsx';
import type { ContactDraft } from './checkout-input.ts';

interface Props {
  contact: ContactDraft;
  errors: Record<string, string>;
  onChange: (contact: ContactDraft) => void;
}

/** Digital products need no address: an optional contact for customer service. */
export function ContactFields({ contact, errors, onChange }: Props) {
  const set = (key: keyof ContactDraft) => (event: { target: { value: string } }) =>
    onChange({ ...contact, [key]: event.target.value });
  return (
    <section className="card">
      <h2>联系信息</h2>
      <p className="muted">
        虚拟商品付款后即时发放到您的账号，无需收货地址；留下联系方式便于客服在需要时联系您。
      </p>
      <Field
        id="contact-name"
        label="联系人（选填）"
        autoComplete="name"
        value={contact.name}
        onChange={set('name')}
        error={errors['contact-name']}
      />
      <Field
        id="contact-mobile"
        label="联系电话（选填）"
        inputMode="numeric"
        autoComplete="tel"
        value={contact.mobile}
        onChange={set('mobile')}
        error={errors['contact-mobile']}
      />
    </section>
  );
}
