import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { consultationKindLabel, type SlotRecord } from '@xingtu/contracts/consultations';
import { fetchContacts } from '../api/contacts.ts';
import { bookConsultation, fetchConsultant, fetchSlots } from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { SlotPicker } from '../features/consultations/SlotPicker.tsx';
import { ZoneChoice } from '../features/consultations/ZoneChoice.tsx';
import { useMemberZone } from '../features/consultations/use-member-zone.ts';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// 预约咨询: service, slot (Beijing time, or the member's own zone), whose chart (a contact profile) and the question; the slot
// is kept while the order waits for payment, then the member pays on /pay.

export const meta: MetaFunction = () => [{ title: '预约咨询 - 星图' }];

export default function ConsultationInputPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const read = useCallback(() => fetchConsultant(id), [id]);
  const { load, reload } = useLoad(read);
  const [serviceId, setServiceId] = useState(params.get('service') ?? '');
  const [slots, setSlots] = useState<SlotRecord[] | null>(null);
  const [slotsFailed, setSlotsFailed] = useState(false);
  const [startsAt, setStartsAt] = useState('');
  const [contacts, setContacts] = useState<ContactProfile[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { zone, choose: chooseZone, busy: zoneBusy } = useMemberZone();

  useEffect(() => {
    fetchContacts(1, 50).then(
      (page) => setContacts(page.records),
      () => setContacts([]),
    );
  }, []);
  useEffect(() => {
    if (!serviceId || !id) return;
    setSlots(null);
    setStartsAt('');
    setSlotsFailed(false);
    fetchSlots(id, serviceId).then(setSlots, () => setSlotsFailed(true));
  }, [id, serviceId]);

  if (load.kind === 'loading') return <PageLoading />;
  if (load.kind === 'missing')
    return (
      <EmptyState
        text="没有找到这位咨询师。"
        action={
          <Link className="btn" to="/consultant">
            返回咨询师列表
          </Link>
        }
      />
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text="预约信息加载失败。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  const consultant = load.value;
  const service = consultant.services.find((item) => item.id === serviceId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const contactId = Number(form.get('contact'));
    const question = String(form.get('question') ?? '').trim();
    if (!service) return setError('请选择咨询服务');
    if (!startsAt) return setError('请选择预约时段');
    if (!contactId) return setError('请选择咨询人档案');
    if (question.length < 5) return setError('请用至少5个字描述你想咨询的问题');
    setBusy(true);
    setError('');
    try {
      const placed = await bookConsultation({ serviceId: service.id, startsAt, contactId, question });
      navigate(`/pay?orderNo=${encodeURIComponent(placed.orderNo)}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '预约失败，请稍后再试');
      if (serviceId) fetchSlots(id, serviceId).then(setSlots, () => setSlotsFailed(true));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="consult-page">
      <h1>预约 {consultant.name}</h1>
      <form onSubmit={submit} aria-label="预约咨询" noValidate>
        <fieldset className="card">
          <legend>1. 选择服务</legend>
          {consultant.services.map((item) => (
            <label key={item.id} className="service-option">
              <input
                type="radio"
                name="service"
                value={item.id}
                checked={item.id === serviceId}
                onChange={() => setServiceId(item.id)}
              />
              {item.title}（{consultationKindLabel(item.kind)} · {item.durationMinutes}分钟）
              <Price fen={item.priceFen} />
            </label>
          ))}
        </fieldset>
        <fieldset className="card">
          <legend>2. 选择时段</legend>
          <ZoneChoice zone={zone} onChange={chooseZone} busy={zoneBusy} />
          {!service && <p>请先选择服务。</p>}
          {service && slotsFailed && <p className="form-error">时段加载失败，请刷新页面重试。</p>}
          {service && !slotsFailed && slots === null && <PageLoading text="正在查询可预约时段…" />}
          {service && slots !== null && slots.length === 0 && <p>未来两周已约满，请选择其他服务或咨询师。</p>}
          {service && slots !== null && slots.length > 0 && (
            <SlotPicker slots={slots} chosen={startsAt} onChoose={setStartsAt} zone={zone} />
          )}
        </fieldset>
        <fieldset className="card">
          <legend>3. 咨询人与问题</legend>
          {contacts === null && <PageLoading text="正在读取档案…" />}
          {contacts !== null && contacts.length === 0 && (
            <p>
              还没有档案，请先 <Link to="/user/contact">新建一份出生资料档案</Link>，咨询师将据此查看星盘。
            </p>
          )}
          {contacts !== null && contacts.length > 0 && (
            <label className="field">
              <span className="field-label">咨询人档案</span>
              <select className="input" name="contact" defaultValue={String(contacts[0]!.id)}>
                {contacts.map((contact) => (
                  <option key={contact.id} value={contact.id}>
                    {contact.name}（{contact.birthday}）
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="field">
            <span className="field-label">想咨询的问题</span>
            <textarea
              className="input"
              name="question"
              rows={4}
              maxLength={1000}
              placeholder="例如：今年换工作的时机如何？"
            />
          </label>
        </fieldset>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? '正在提交…' : service ? '提交预约并去支付' : '提交预约'}
        </button>
        <p className="booking-meta">
          提交后为你保留时段，请在订单有效期内完成支付；开始前24小时外可免费取消或改约。
        </p>
      </form>
    </div>
  );
}
