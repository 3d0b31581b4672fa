import { useEffect, useState } from 'react';
import {
  Link,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { chartsApi } from '@xingtu/contracts/charts-api';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { ChartRecord, ChartSettings, ChartSource, NatalRecord } from '@xingtu/contracts/charts';
import { fetchNatalChart } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { EMPTY_DRAFT, sourceOfDraft, type BirthDraft } from '../features/charts/birth-draft.ts';
import { settingsPayload } from '../features/charts/chart-settings.ts';
import { postServerApi } from '../api/server-api.server.ts';
import type { ChartFailure } from '../features/charts/chart-failure.ts';
import {
  draftOfQuery,
  natalBodyOfQuery,
  queryOfChart,
  settingsOfQuery,
} from '../features/charts/chart-query.ts';
import { NatalChartView } from '../features/charts/ChartView.tsx';
import { ProfilePicker } from '../features/charts/ProfilePicker.tsx';
import { TransitsPanel } from '../features/charts/TransitsPanel.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

export const meta: MetaFunction = () => [
  { title: '星盘 - 星图' },
  { name: 'description', content: '输入出生日期、时间和地点，免费生成本命星盘：行星位置、宫位与相位。' },
];

interface LoaderData {
  natal: NatalRecord | null;
  failure: ChartFailure | null;
}

/** A birth in the address is drawn on the server, so a shared link opens on a finished chart. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<LoaderData> {
  const body = natalBodyOfQuery(new URL(request.url).searchParams);
  if (!body) return { natal: null, failure: null };
  const answer = await postServerApi<DataOf<typeof chartsApi.natal>>(context, chartsApi.natal.path, body);
  if (answer?.success && answer.data) return { natal: answer.data.records, failure: null };
  const data = (answer?.data ?? {}) as {
    fields?: { field: string }[];
    alternatives?: ChartFailure['alternatives'];
  };
  return {
    natal: null,
    failure: {
      message: answer?.desc ?? '星盘计算失败，请稍后再试',
      field: data.fields?.[0]?.field ?? null,
      alternatives: data.alternatives ?? [],
    },
  };
}

/** The form starts from the chart in the address, so a shared link can be adjusted and redrawn. */
function draftOfChart(chart: ChartRecord): BirthDraft {
  if (chart.contactId !== null) return EMPTY_DRAFT;
  const b = chart.birth;
  // A 真太阳时 or a 时辰 comes back as the member gave it, not as the clock time the chart was drawn for.
  const [date, time] =
    b.timeBasis === 'solar' && b.solarTimeGiven ? b.solarTimeGiven.split(' ') : [b.date, b.time];
  const byShichen = b.timeReliability === 'shichen';
  return {
    ...EMPTY_DRAFT,
    name: chart.name ?? '',
    date: date ?? b.date,
    time: byShichen ? '' : (time ?? ''),
    timeUnknown: byShichen || b.time === null,
    shichen: b.shichen ?? '',
    solar: b.timeBasis === 'solar',
    standardTime: b.standardTime,
    place: b.placeName
      ? { placeName: b.placeName, latitude: b.latitude, longitude: b.longitude, timeZone: b.timeZone }
      : null,
    manual: !b.placeName,
    latitude: String(b.latitude),
    longitude: String(b.longitude),
    timeZone: b.timeZone,
  };
}

/** The birth in the address, read as standard time: the member's answer to the summer-time notice. */
async function standardTimeSource(params: URLSearchParams): Promise<ChartSource | null> {
  const draft = draftOfQuery(params);
  if (!draft) return null;
  const { source, errors } = await sourceOfDraft({ ...draft, standardTime: true, solar: false });
  return Object.keys(errors).length ? null : source;
}

export default function ChartPage() {
  const loaded = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const contactId = Number(params.get('contact')) || null;
  const byContact = useChartRequest<NatalRecord>();
  // The address's house system and orbs seed the settings fields and the transits alike.
  const initialSettings = settingsOfQuery(params);
  const [settings, setSettings] = useState<ChartSettings>(() => settingsPayload(initialSettings));
  const [source, setSource] = useState<ChartSource | null>(null);
  const [pending, setPending] = useState(false);

  const natal = contactId ? byContact.data : loaded.natal;
  const failure = contactId ? byContact.failure : loaded.failure;

  function draw(next: ChartSource, nextSettings: ChartSettings) {
    setSettings(nextSettings);
    setSource(next);
    if ('contactId' in next) {
      navigate(`/chart?contact=${next.contactId}`);
      return;
    }
    setPending(true);
    void Promise.resolve(navigate(`/chart?${queryOfChart(next, nextSettings)}`)).finally(() =>
      setPending(false),
    );
  }

  // A profile opened from the contacts page (/chart?contact=ID) is fetched with the member's token.
  const userId = session.user?.userId;
  const { run } = byContact;
  useEffect(() => {
    if (contactId && userId) void run(() => fetchNatalChart({ contactId }, settings));
    // Settings changes come with a new submission; the profile and the member decide a refetch.
  }, [contactId, userId, run]);

  const birthSource: ChartSource | null =
    source ??
    (natal
      ? {
          birth: {
            date: natal.chart.birth.date,
            time: natal.chart.birth.time,
            timeZone: natal.chart.birth.timeZone,
            latitude: natal.chart.birth.latitude,
            longitude: natal.chart.birth.longitude,
            ...(natal.chart.birth.standardTime ? { standardTime: true } : {}),
          },
        }
      : null);

  return (
    <div className="page chart-page">
      <h1>星盘</h1>
      <p className="chart-intro">
        填写出生日期、时间和地点，生成你的本命星盘。出生时间越准确，宫位与上升点越可靠。
        想看人生某一年的变化，可以打开<Link to="/chart/progressions">推运盘</Link>、
        <Link to="/chart/returns">返照盘</Link>或<Link to="/chart/transitTimeline">行运时间线</Link>；
        尊贵、小限与法达在<Link to="/chart/traditional">古典技法</Link>。
      </p>
      <div className="chart-layout">
        <div>
          {session.user && <ProfilePicker onPick={(p) => draw({ contactId: p.id }, settings)} />}
          <BirthForm
            initial={loaded.natal ? draftOfChart(loaded.natal.chart) : (draftOfQuery(params) ?? EMPTY_DRAFT)}
            initialSettings={initialSettings}
            frameSettings
            busy={pending || byContact.busy}
            failure={failure}
            onSubmit={draw}
          />
        </div>
        <div>
          {(pending || byContact.busy) && <PageLoading text="正在计算星盘…" />}
          {!natal && !pending && !byContact.busy && !failure && (
            <EmptyState
              text={
                contactId && session.ready && !session.user
                  ? '查看档案星盘需要先登录'
                  : '填写出生资料后，星盘会显示在这里'
              }
            />
          )}
          {natal && (
            <NatalChartView
              chart={natal.chart}
              readings={natal.readings}
              onStandardTime={
                !contactId && loaded.natal && natal.chart.birth.summerTime
                  ? () => void standardTimeSource(params).then((next) => next && draw(next, settings))
                  : undefined
              }
            />
          )}
        </div>
      </div>
      {natal && birthSource && (
        <TransitsPanel source={contactId ? { contactId } : birthSource} settings={settings} />
      )}
    </div>
  );
}
