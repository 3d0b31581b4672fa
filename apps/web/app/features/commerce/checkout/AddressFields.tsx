import { Field } from '../../../components/ui/Field.tsx';
import type { AddressDraft } from './checkout-input.ts';

interface Props {
  address: AddressDraft;
  errors: Record<string, string>;
  onChange: (address: AddressDraft) => void;
}

/** Where the goods go; each message sits at its field and what was typed stays. */
export function AddressFields({ address, errors, onChange }: Props) {
  const set = (key: keyof AddressDraft) => (event: { target: { value: string } }) =>
    onChange({ ...address, [key]: event.target.value });
  return (
    <section className="card">
      <h2>收货地址</h2>
      <Field
        id="addr-name"
        label="收货人"
        autoComplete="name"
        value={address.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Field
        id="addr-mobile"
        label="手机号"
        inputMode="numeric"
        autoComplete="tel"
        value={address.mobile}
        onChange={set('mobile')}
        error={errors.mobile}
      />
      <Field
        id="addr-region"
        label="所在地区"
        placeholder="如：广东省 广州市 天河区"
        value={address.region}
        onChange={set('region')}
        error={errors.region}
      />
      <Field
        id="addr-detail"
        label="详细地址"
        placeholder="街道、门牌号、楼栋和房间号"
        value={address.detail}
        onChange={set('detail')}
        error={errors.detail}
      />
    </section>
  );
}
