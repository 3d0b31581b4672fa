import type { ApplicationRecord } from '@xingtu/contracts/astrologers';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { CAPACITY_TYPE_LABELS } from '@xingtu/contracts/enums';

/** Where the newest application stands: waiting, approved, or not approved with the reason. */
export function ApplicationStatus({ application }: { application: ApplicationRecord }) {
  const capacities = application.capacities.map((type) => CAPACITY_TYPE_LABELS[type]).join('、');
  return (
    <div className={`user-panel astro-status astro-status-${application.status}`} role="status">
      <p className="astro-status-title">
        {capacities}申请：<strong>{application.statusLabel}</strong>
      </p>
      <p className="astro-status-time">提交于 {formatBeijing(application.createdAt, 'minute')}（北京时间）</p>
      {application.status === '01' && <p>我们会在 3 个工作日内完成审核，结果会显示在这里。</p>}
      {application.status === '99' && application.reason && <p>未通过原因：{application.reason}</p>}
    </div>
  );
}
