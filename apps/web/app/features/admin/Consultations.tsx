import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import { BOOKING_STATES, type AdminBookingRecord, type BookingState } from '@xingtu/contracts/consultations';
import { fetchConsultations, type ConsultationFilter } from '../../api/console-areas.ts';
import { ConsoleTable, type ConsoleColumn } from './ConsoleTable.tsx';
import { useLoad } from './use-load.ts';

// 咨询预约 (admin, support): every booking, filtered and paged by the server — by state, astrologer,
// member (user ids), the Beijing day the session starts, or the order number. A row opens the booking.

const STATES = Object.keys(BOOKING_STATES) as BookingState[];

const COLUMNS: ConsoleColumn<AdminBookingRecord>[] = [
  {
    id: 'booking',
    header: '预约',
    cell: ({ row }) => (
      <>
        <Link to={`/admin/consultations/${row.original.id}`}>{row.original.serviceTitle}</Link>
        <br />
        <span className="muted">{row.original.orderNo ?? row.original.id}</span>
      </>
    ),
  },
  { id: 'starts', header: '开始时间', cell: ({ row }) => formatBeijing(row.original.startsAt, 'minute') },
  {
    id: 'consultant',
    header: '咨询师',
    cell: ({ row }) => (
      <>
        {row.original.consultantName} <span className="muted">{row.original.astrologerUserId}</span>
      </>
    ),
  },
  {
    id: 'member',
    header: '会员',
    cell: ({ row }) => (
      <>
        {row.original.memberName} <span className="muted">{row.original.memberUserId}</span>
      </>
    ),
  },
  { id: 'price', header: '金额', cell: ({ row }) => formatFen(row.original.priceFen) },
  { id: 'state', header: '状态', cell: ({ row }) => row.original.stateLabel },
];
const USER_ID = /^\d{1,18}$/;

interface Typed {
  astrologer: string;
  member: string;
  date: string;
  orderNo: string;
}

/** The typed filters, or the reason they cannot be sent. */
function filterOf(typed: Typed): ConsultationFilter | string {
  const astrologer = typed.astrologer.trim();
  const member = typed.member.trim();
  if (astrologer && !USER_ID.test(astrologer)) return '占星师请填写用户ID（数字）';
  if (member && !USER_ID.test(member)) return '会员请填写用户ID（数字）';
  return {
    astrologer: astrologer || undefined,
    member: member || undefined,
    date: typed.date || undefined,
    orderNo: typed.orderNo.trim() || undefined,
  };
}

export function Consultations() {
  const [typed, setTyped] = useState<Typed>({ astrologer: '', member: '', date: '', orderNo: '' });
  const [state, setState] = useState<BookingState | undefined>(undefined);
  const [filter, setFilter] = useState<ConsultationFilter>({});
  const [current, setCurrent] = useState(1);
  const [error, setError] = useState('');
  const list = useLoad(() => fetchConsultations({ ...filter, state }, current), [filter, state, current]);
  const field = (name: keyof Typed) => ({
    value: typed[name],
    onChange: (event: { target: { value: string } }) => setTyped({ ...typed, [name]: event.target.value }),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = filterOf(typed);
    if (typeof next === 'string') return setError(next);
    setError('');
    setCurrent(1);
    setFilter(next);
  };
  return (
    <>
      <h1 className="console-title">咨询预约</h1>
      <form className="console-search" onSubmit={search} role="search">
        <select
          aria-label="预约状态"
          value={state ?? ''}
          onChange={(event) => {
            setCurrent(1);
            setState((event.target.value || undefined) as BookingState | undefined);
          }}
        >
          <option value="">全部状态</option>
          {STATES.map((value) => (
            <option key={value} value={value}>
              {BOOKING_STATES[value]}
            </option>
          ))}
        </select>
        <input
          aria-label="占星师用户ID"
          placeholder="占星师用户ID"
          inputMode="numeric"
          {...field('astrologer')}
        />
        <input aria-label="会员用户ID" placeholder="会员用户ID" inputMode="numeric" {...field('member')} />
        <input aria-label="咨询日期（北京时间）" type="date" {...field('date')} />
        <input aria-label="订单号" placeholder="订单号" {...field('orderNo')} />
        <button type="submit" className="btn btn-primary">
          筛选
        </button>
      </form>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      {list.value && list.value.records.length > 0 && (
        <p className="muted">共 {list.value.total} 个预约，时间均为北京时间。</p>
      )}
      <ConsoleTable
        label="咨询预约"
        columns={COLUMNS}
        loaded={list}
        rowKey={(booking) => String(booking.id)}
        failedText="预约加载失败，请检查筛选条件后重试。"
        emptyText="没有符合条件的预约。"
        onPage={setCurrent}
      />
    </>
  );
}
