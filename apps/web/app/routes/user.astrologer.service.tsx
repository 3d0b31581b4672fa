import { useCallback, useState, type FormEvent } from 'react';
import type { MetaFunction } from 'react-router';
import {
  CONSULTATION_KINDS,
  consultationKindLabel,
  type ServiceRecord,
} from '@xingtu/contracts/consultations';
import {
  createMyService,
  fetchMyServices,
  updateMyService,
  type ServiceInput,
} from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// 服务管理: the consultant's services (voice or text sessions, written chart reviews), each with its
// length and price; a service taken off sale is no longer bookable.

export const meta: MetaFunction = () => [{ title: '服务管理 - 星图' }];

function ServiceForm({ initial, onSaved }: { initial: ServiceRecord | null; onSaved: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: ServiceInput = {
      kind: String(form.get('kind')),
      title: String(form.get('title') ?? '').trim(),
      summary: String(form.get('summary') ?? '').trim(),
      durationMinutes: Number(form.get('duration')) === 30 ? 30 : 60,
      priceFen: Math.round(Number(form.get('price')) * 100),
      active: form.get('active') === 'on',
    };
    if (input.title.length < 2) return setError('服务名称至少2个字');
    if (!(input.priceFen >= 100)) return setError('价格不能低于1元');
    setBusy(true);
    setError('');
    try {
      await (initial ? updateMyService(initial.id, input) : createMyService(input));
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '保存失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} aria-label={initial ? '修改服务' : '新增服务'} noValidate>
      <h2>{initial ? `修改「${initial.title}」` : '新增服务'}</h2>
      <label className="field">
        <span className="field-label">服务类型</span>
        <select className="input" name="kind" defaultValue={initial?.kind ?? 'voice'}>
          {CONSULTATION_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">服务名称</span>
        <input className="input" name="title" maxLength={40} defaultValue={initial?.title ?? ''} />
      </label>
      <label className="field">
        <span className="field-label">服务说明</span>
        <textarea
          className="input"
          name="summary"
          rows={3}
          maxLength={300}
          defaultValue={initial?.summary ?? ''}
        />
      </label>
      <label className="field">
        <span className="field-label">时长</span>
        <select className="input" name="duration" defaultValue={String(initial?.durationMinutes ?? 60)}>
          <option value="30">30分钟</option>
          <option value="60">60分钟</option>
        </select>
      </label>
      <label className="field">
        <span className="field-label">价格（元）</span>
        <input
          className="input"
          name="price"
          type="number"
          min="1"
          step="0.01"
          inputMode="decimal"
          defaultValue={initial ? String(initial.priceFen / 100) : ''}
        />
      </label>
      <label className="field">
        <span>
          <input type="checkbox" name="active" defaultChecked={initial?.active ?? true} /> 上架（会员可预约）
        </span>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        保存服务
      </button>
    </form>
  );
}

export default function AstrologerServicesPage() {
  const { load, reload } = useLoad(useCallback(() => fetchMyServices(), []));
  const [editing, setEditing] = useState<ServiceRecord | 'new' | null>(null);
  const saved = () => {
    setEditing(null);
    reload();
  };
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>服务管理</h1>
        <button type="button" className="btn btn-primary btn-small" onClick={() => setEditing('new')}>
          新增服务
        </button>
      </div>
      {editing && (
        <ServiceForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          onSaved={saved}
        />
      )}
      {load.kind === 'loading' && <PageLoading />}
      {(load.kind === 'failed' || load.kind === 'missing') && (
        <PageError
          text="服务列表加载失败（需要已通过审核的咨询师身份）。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      )}
      {load.kind === 'ready' && load.value.length === 0 && !editing && (
        <EmptyState text="还没有咨询服务。新增一项服务并设置排班后，会员就可以预约你了。" />
      )}
      {load.kind === 'ready' && load.value.length > 0 && (
        <ul className="service-list" aria-label="我的服务">
          {load.value.map((service) => (
            <li key={service.id} className="card">
              <div className="booking-card-head">
                <strong>{service.title}</strong>
                <span className={`booking-state ${service.active ? 'booking-state-confirmed' : ''}`}>
                  {service.active ? '已上架' : '已下架'}
                </span>
              </div>
              <p className="booking-meta">
                {consultationKindLabel(service.kind)} · {service.durationMinutes}分钟 ·{' '}
                <Price fen={service.priceFen} />
              </p>
              <button type="button" className="btn btn-small" onClick={() => setEditing(service)}>
                修改
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
