import { useCallback, useState, type FormEvent } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { ratingText } from '@xingtu/contracts/comments';
import { CONSULTATION_KINDS, consultationKindLabel } from '@xingtu/contracts/consultations';
import { fetchConsultants, type ConsultantFilters } from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { RatingStars } from '../features/comments/RatingStars.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { slotText } from '../features/consultations/slot-text.ts';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// 占星咨询: the consultants members can book, with filters (speciality, kind, price, rating,
// available soon) and an order (rating, price, earliest free slot).

const SORTS = [
  { value: 'default', label: '默认' },
  { value: 'rating', label: '评分最高' },
  { value: 'price', label: '价格最低' },
  { value: 'soon', label: '最快可约' },
] as const;

export const meta: MetaFunction = () => [{ title: '占星咨询 - 星图' }];

export default function ConsultantListPage() {
  const [filters, setFilters] = useState<ConsultantFilters>({});
  const read = useCallback(async () => (await fetchConsultants(filters, 1, 50)).records, [filters]);
  const { load, reload } = useLoad(read);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = Number(form.get('maxPrice'));
    setFilters({
      speciality: String(form.get('speciality') ?? '').trim() || undefined,
      kind: String(form.get('kind') ?? '') || undefined,
      maxPriceFen: price > 0 ? Math.round(price * 100) : undefined,
      soon: form.get('soon') === 'on',
      minRating: Number(form.get('minRating')) || undefined,
      sort: filters.sort,
    } as ConsultantFilters);
  };

  return (
    <div className="consult-page">
      <h1>占星咨询</h1>
      <p>选择一位咨询师，预约语音、文字咨询或书面解盘。时间均为北京时间。</p>
      <form className="consult-filters" onSubmit={submit} aria-label="筛选咨询师">
        <label className="field">
          <span className="field-label">擅长方向</span>
          <input className="input" name="speciality" placeholder="如：事业、情感" />
        </label>
        <label className="field">
          <span className="field-label">服务类型</span>
          <select className="input" name="kind" defaultValue="">
            <option value="">全部</option>
            {CONSULTATION_KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">最高价格（元）</span>
          <input className="input" name="maxPrice" type="number" min="0" inputMode="numeric" />
        </label>
        <label className="field">
          <span className="field-label">评分</span>
          <select className="input" name="minRating" defaultValue="">
            <option value="">不限</option>
            <option value="4.5">4.5分以上</option>
            <option value="4">4分以上</option>
            <option value="3">3分以上</option>
          </select>
        </label>
        <label className="field">
          <span>
            <input type="checkbox" name="soon" /> 三天内可约
          </span>
        </label>
        <button type="submit" className="btn btn-primary">
          筛选
        </button>
      </form>
      <div className="consult-sort" role="group" aria-label="排序">
        {SORTS.map((sort) => (
          <button
            key={sort.value}
            type="button"
            className="btn btn-small"
            aria-pressed={(filters.sort ?? 'default') === sort.value}
            onClick={() => setFilters({ ...filters, sort: sort.value })}
          >
            {sort.label}
          </button>
        ))}
      </div>
      {load.kind === 'loading' && <PageLoading />}
      {(load.kind === 'failed' || load.kind === 'missing') && (
        <PageError
          text="咨询师列表加载失败。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      )}
      {load.kind === 'ready' && load.value.length === 0 && (
        <EmptyState text="暂时没有符合条件的咨询师，换个条件试试。" />
      )}
      {load.kind === 'ready' && load.value.length > 0 && (
        <ul className="consultant-list" aria-label="咨询师">
          {load.value.map((consultant) => (
            <li key={consultant.id} className="card consultant-card">
              {consultant.avatar ? (
                <img className="consult-avatar" src={consultant.avatar} alt="" />
              ) : (
                <span className="consult-avatar" aria-hidden="true" />
              )}
              <div>
                <h2>{consultant.name}</h2>
                <p>
                  {consultant.kinds.map((kind) => (
                    <span key={kind} className="tag">
                      {consultationKindLabel(kind)}
                    </span>
                  ))}
                  {consultant.specialities.map((item) => (
                    <span key={item} className="tag">
                      {item}
                    </span>
                  ))}
                </p>
                <p className="consult-rating">
                  {consultant.ratingAverage !== null && <RatingStars rating={consultant.ratingAverage} />}
                  <span>
                    {ratingText(consultant.ratingAverage)}
                    {consultant.ratingCount > 0 && `（${consultant.ratingCount}条评价）`}
                  </span>
                </p>
                <p>
                  <Price fen={consultant.fromPriceFen} /> 起
                </p>
                <p>
                  {consultant.nextSlotAt
                    ? `最近可约：${slotText(consultant.nextSlotAt, consultant.nextSlotAt).split('–')[0]}`
                    : '近期已约满'}
                </p>
                <Link className="btn btn-primary btn-small" to={`/consultant/astrologer?id=${consultant.id}`}>
                  查看并预约
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
