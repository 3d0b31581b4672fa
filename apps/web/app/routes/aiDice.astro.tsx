import { Link, type MetaFunction } from 'react-router';
import { formatFen } from '@xingtu/contracts/constants';
import { DICE_ANSWER_DEADLINE_HOURS, DICE_CLAIM_MINUTES, DICE_QA_PRICE_FEN } from '@xingtu/contracts/dice';
import { canDiceTraining, isAstrologer, isDiceAstrologer } from '@xingtu/contracts/roles';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { useSession } from '../shell/use-session.ts';

// The entry for dice Q&A astrologers (SPEC §6: capacity D approved; training: D or E): what the work
// is and the way in — the workbench, the training, or the application.

export const meta: MetaFunction = () => [{ title: '骰子问答占星师 - 星图' }];

export default function DiceAstroEntryPage() {
  const { access } = useSession();
  const approved = isDiceAstrologer(access);
  const trainee = canDiceTraining(access);
  return (
    <DiceShell title="骰子问答占星师">
      <section className="dice-card">
        <h2>用三颗骰子，为会员写一份用心的解读</h2>
        <p>
          会员掷出占星骰子后，可以付费请占星师亲笔解读（每题 {formatFen(DICE_QA_PRICE_FEN)}
          ）。通过审核的骰子问答占星师在“待接问题”里接单， 每次接一题，接单后保留 {DICE_CLAIM_MINUTES}{' '}
          分钟；会员确认回答（或回答后 72 小时自动确认）后，扣除平台服务费的收入计入你的占星师账户。
        </p>
        <p className="dice-muted">
          会员支付后 {DICE_ANSWER_DEADLINE_HOURS} 小时内无人回答的问题会自动退款，请只接你能及时完成的问题。
        </p>
        <div className="dice-actions">
          {approved && (
            <Link className="btn btn-primary" to="/aiDice/astro/center">
              进入工作台
            </Link>
          )}
          {trainee && (
            <Link className="btn" to="/aiDice/astro/training">
              骰子解读培训
            </Link>
          )}
          {!approved && (
            <Link
              className="btn btn-primary"
              to={isAstrologer(access) ? '/user/astrologer/upgrade' : '/user/astrologer/apply'}
            >
              申请骰子问答资格
            </Link>
          )}
        </div>
      </section>
    </DiceShell>
  );
}
