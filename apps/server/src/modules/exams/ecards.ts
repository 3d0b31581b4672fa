import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import { ECARD_CODE_ALPHABET, ECARD_KINDS, ecardGrantText, type EcardGrant } from '@xingtu/contracts/exams';
import type { EcardRecord, RedeemResult, SaleProduct } from '@xingtu/contracts/exams-schemas';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { ecardCodes } from '../../db/schema/exams.ts';
import { certificationMembers } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { creditWallet, type PaidItem } from '../commerce/index.ts';

// E-cards (product type 40): a paid card line yields one code per card; whoever holds the code redeems
// it once, signed in, for what the card's kind grants — ISAR membership months or wallet credit.
// Redeeming is one conditional UPDATE (unused and not void → redeemed by me), so of two members
// redeeming one code at once exactly one wins, and the grant is written in the same transaction.

export const ECARD_TARGET_KIND = 'ecard';

function newCode(): string {
  let code = '';
  for (const byte of randomBytes(16)) code += ECARD_CODE_ALPHABET[byte & 31]!;
  return code;
}

export function grantOfKind(kind: string): { title: string; grant: EcardGrant } {
  const card = ECARD_KINDS[kind];
  if (!card) throw new Error(`unknown e-card kind ${kind}`);
  return card;
}

/** onPaid for type 40: one code per card bought (idempotent per order line and position). */
export async function issueCodes(item: PaidItem, tx: Tx, now: Date): Promise<void> {
  const kind = item.target?.kind === ECARD_TARGET_KIND ? item.target.id : '';
  const card = grantOfKind(kind);
  for (let seq = 1; seq <= Math.max(1, item.quantity); seq += 1)
    await tx
      .insert(ecardCodes)
      .values({
        code: newCode(),
        kind,
        buyerId: item.userId,
        orderItemId: item.itemId,
        orderNo: item.orderNo,
        seq,
        title: card.title,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [ecardCodes.orderItemId, ecardCodes.seq] });
}

/** onRefunded: codes not yet used stop working; a used one has already given what it gives. */
export async function voidCodes(item: PaidItem, tx: Tx, now: Date): Promise<void> {
  await tx
    .update(ecardCodes)
    .set({ voidedAt: now })
    .where(and(eq(ecardCodes.orderItemId, item.itemId), isNull(ecardCodes.redeemedAt)));
}

/** ISAR membership: months added after the current end (or from now); a lasting membership stays lasting. */
export async function extendMembership(
  tx: Tx,
  userId: number,
  months: number,
  now: Date,
): Promise<Date | null> {
  const from = now.toISOString();
  const [row] = await tx
    .insert(certificationMembers)
    .values({
      userId,
      enable: '1',
      endTime: sql`${from}::timestamptz + make_interval(months => ${months})`,
    })
    .onConflictDoUpdate({
      target: certificationMembers.userId,
      set: {
        endTime: sql`case when ${certificationMembers.enable} = '1' and ${certificationMembers.endTime} is null then null
          else greatest(coalesce(${certificationMembers.endTime}, ${from}::timestamptz), ${from}::timestamptz)
            + make_interval(months => ${months}) end`,
        enable: '1',
      },
    })
    .returning({ endTime: certificationMembers.endTime });
  return row?.endTime ?? null;
}

export async function redeemCode(deps: AppDeps, userId: number, code: string): Promise<RedeemResult> {
  const { db } = deps.database;
  const now = deps.now();
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(ecardCodes)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(and(eq(ecardCodes.code, code), isNull(ecardCodes.redeemedAt), isNull(ecardCodes.voidedAt)))
      .returning();
    if (!won) {
      const [seen] = await tx
        .select({ redeemedAt: ecardCodes.redeemedAt })
        .from(ecardCodes)
        .where(eq(ecardCodes.code, code));
      throw new AppError(seen?.redeemedAt ? 'ECARD_CODE_USED' : 'ECARD_CODE_UNKNOWN');
    }
    const card = grantOfKind(won.kind);
    if (card.grant.type === 'isar') {
      const end = await extendMembership(tx, userId, card.grant.months, now);
      return {
        title: won.title,
        grantText: ecardGrantText(card.grant),
        membershipEndTime: end?.toISOString() ?? null,
        walletBalanceFen: null,
      };
    }
    const balance = await creditWallet(
      deps,
      {
        userId,
        amountFen: card.grant.amountFen,
        reason: `礼品卡兑换：${won.title}`,
        reference: `ecard:${won.code}`,
      },
      tx,
    );
    return {
      title: won.title,
      grantText: ecardGrantText(card.grant),
      membershipEndTime: null,
      walletBalanceFen: balance,
    };
  });
}

export async function myEcards(deps: AppDeps, userId: number): Promise<EcardRecord[]> {
  const rows = await deps.database.db
    .select()
    .from(ecardCodes)
    .where(or(eq(ecardCodes.buyerId, userId), eq(ecardCodes.redeemedBy, userId)))
    .orderBy(desc(ecardCodes.createdAt), asc(ecardCodes.seq));
  return rows.map((row) => {
    const bought = row.buyerId === userId;
    return {
      // A card someone else bought shows only that it was redeemed here, never its code.
      code: bought ? row.code : `${row.code.slice(0, 4)}************`,
      title: row.title,
      grantText: ecardGrantText(grantOfKind(row.kind).grant),
      orderNo: bought ? row.orderNo : null,
      createdAt: row.createdAt.toISOString(),
      status: row.voidedAt ? 'void' : row.redeemedAt ? 'redeemed' : 'unused',
      redeemedAt: row.redeemedAt?.toISOString() ?? null,
      redeemedBySelf: row.redeemedBy === userId,
    };
  });
}

type ProductRow = typeof products.$inferSelect;

export function saleProductOf(row: ProductRow): SaleProduct {
  const card = row.targetKind === ECARD_TARGET_KIND ? ECARD_KINDS[row.targetId ?? ''] : undefined;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    priceFen: row.priceFen,
    listPriceFen: row.listPriceFen,
    grantText: card ? ecardGrantText(card.grant) : row.summary,
  };
}

/** E-cards on sale (on, public, inside their sale window), optionally of one kind prefix. */
export async function ecardProducts(deps: AppDeps, kindPrefix = ''): Promise<SaleProduct[]> {
  const now = deps.now().toISOString();
  const rows = await deps.database.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.type, '40'),
        eq(products.status, 'on'),
        eq(products.visibility, 2),
        eq(products.targetKind, ECARD_TARGET_KIND),
        like(products.targetId, `${kindPrefix}%`),
        sql`(${products.saleStart} is null or ${products.saleStart} <= ${now}::timestamptz)`,
        sql`(${products.saleEnd} is null or ${products.saleEnd} > ${now}::timestamptz)`,
      ),
    )
    .orderBy(asc(products.sort), asc(products.id));
  return rows.map(saleProductOf);
}
