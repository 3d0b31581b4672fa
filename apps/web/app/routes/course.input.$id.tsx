import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ASTROLOGY_LEVELS, ENGLISH_LEVELS, REFERRAL_SOURCES } from '@xingtu/contracts/enums';
import { enrolCourse } from '../api/courses.ts';
import { ApiError } from '../api/api-error.ts';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { loadCourse } from '../features/courses/catalogue.server.ts';
import '../features/commerce/commerce.css';
import '../features/courses/courses.css';

// 课程报名: the enrolment form (SPEC §3 option lists; birth data when the course reads the student's
// chart). Submitting holds a seat and places the order; the member is sent to the cashier.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `报名：${data?.course?.title ?? '课程'} - 星图` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadCourse(context, request, params.id);
}

function Choices({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input type="radio" name={name} value={option.value} required />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export default function CourseInputPage() {
  const { course, missing } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (missing) return <NotFound />;
  if (!course) return <PageError text="课程信息暂时无法加载，请稍后刷新。" />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => {
      const value = String(form.get(key) ?? '').trim();
      return value === '' ? undefined : value;
    };
    setBusy(true);
    setError('');
    try {
      const result = await enrolCourse(course.id, {
        knowledgeLevel: text('knowledge_level') as '1',
        englishLevel: text('english_level') as '1',
        heardFrom: text('heard_from') as 'other',
        birthday: text('birthday'),
        birthTime: text('birth_time'),
        birthPlace: text('birth_place'),
        note: text('note'),
      });
      navigate(`/pay?orderNo=${encodeURIComponent(result.orderNo)}`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '报名没有成功，请稍后再试');
      setBusy(false);
    }
  };

  return (
    <div className="page course-page">
      <p>
        <Link to={`/course/detail/${course.id}`}>‹ 返回课程</Link>
      </p>
      <header className="course-head">
        <h1>课程报名</h1>
        <p>
          {course.title} · <Price fen={course.priceFen} />
        </p>
        <p className="muted">
          填写以下信息帮助讲师了解你的基础。提交后会为你保留名额，请在订单有效期内完成支付。
        </p>
      </header>
      <form className="course-form" onSubmit={submit}>
        <Choices name="knowledge_level" legend="你的占星基础" options={ASTROLOGY_LEVELS} />
        <Choices name="english_level" legend="你的英语水平" options={ENGLISH_LEVELS} />
        <Choices name="heard_from" legend="你是从哪里了解到我们的" options={REFERRAL_SOURCES} />
        {course.usesChart && (
          <fieldset>
            <legend>出生资料（本课程会用你的星盘做练习）</legend>
            <div className="field">
              <label htmlFor="birthday">出生日期</label>
              <input id="birthday" name="birthday" type="date" required />
            </div>
            <div className="field">
              <label htmlFor="birth_time">出生时间（不确定可留空）</label>
              <input id="birth_time" name="birth_time" type="time" />
            </div>
            <div className="field">
              <label htmlFor="birth_place">出生地点</label>
              <input
                id="birth_place"
                name="birth_place"
                type="text"
                maxLength={60}
                placeholder="例如：浙江省杭州市"
              />
            </div>
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="note">想对讲师说的话（选填）</label>
          <textarea id="note" name="note" rows={3} maxLength={200} />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '正在提交…' : '提交报名并支付'}
        </button>
      </form>
    </div>
  );
}
