// The astrologer area's only door (applications, public profiles, the earnings ledger).
// Other areas import from this file and nothing else; app.ts registers routes.ts.

export {
  creditEarning,
  reverseEarning,
  type CreditEarningInput,
  type ReverseEarningInput,
} from './earnings.ts';
export { earningEntriesOfKind } from './kind-earnings.ts';
export type { EarningEntry } from './ledger.ts';
export {
  astrologerIdOfUser,
  astrologerUserIdOf,
  listPublicAstrologers,
  publicAstrologer,
  type PublicAstrologerQuery,
} from './profiles.ts';
