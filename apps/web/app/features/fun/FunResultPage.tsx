import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoginGate } from '../../shell/LoginGate.tsx';
import { useSession } from '../../shell/use-session.ts';
import { RecordView } from './RecordView.tsx';
import { useFunRecord } from './use-record.ts';

// The frame of a fun test's result page (?id= of the member's own record): the sign-in gate, the
// record's loading / missing / failed states, and the links onward that every result ends with.

function ResultLoad<T>({
  fetcher,
  again,
  children,
}: {
  fetcher: (id: string) => Promise<T>;
  again: string;
  children: (record: T) => ReactNode;
}) {
  const [params] = useSearchParams();
  const { load, reload } = useFunRecord(params.get('id'), fetcher);
  return (
    <RecordView load={load} reload={reload} again={{ to: again, text: '测一次' }}>
      {children}
    </RecordView>
  );
}

export function FunResultPage<T>({
  className,
  fetcher,
  again,
  children,
}: {
  /** The page's frame: `page fun-page` inside the shell, `fun-standalone` without header and footer. */
  className: string;
  fetcher: (id: string) => Promise<T>;
  /** The test's input page, offered when the record is missing. */
  again: string;
  children: (record: T) => ReactNode;
}) {
  const session = useSession();
  return (
    <div className={className}>
      <LoginGate session={session}>
        <ResultLoad fetcher={fetcher} again={again}>
          {children}
        </ResultLoad>
      </LoginGate>
    </div>
  );
}

/** The links under a result: take the test again, the test's own next step, then the other tests. */
export function FunResultActions({
  again,
  next,
}: {
  again: { to: string; text: string };
  next: { to: string; text: string };
}) {
  return (
    <p>
      <Link className="btn btn-primary" to={again.to}>
        {again.text}
      </Link>{' '}
      <Link className="btn" to={next.to}>
        {next.text}
      </Link>{' '}
      <Link className="btn" to="/test">
        更多测试
      </Link>
    </p>
  );
}
