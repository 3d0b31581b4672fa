import type { CommentTargetType } from '@xingtu/contracts/comments';
import { COMMENT_MESSAGES } from '@xingtu/contracts/comments';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { astrologerIdOfUser, astrologerUserIdOf } from '../astrologers/index.ts';
import { visibleNewsId } from '../content/index.ts';
import { courseIdOf, courseSlugOf, hasJoinedCourse } from '../courses/index.ts';

// What a comment can be about, and who speaks for it. The wire names a target by its public id; the
// table keeps the target's internal id (target_ref). The content areas (issue 19) add their kinds here.

export interface TargetRules {
  /** The internal id behind a public id (404 when there is none). */
  refOf(deps: AppDeps, publicId: string): Promise<number>;
  /** The public id of an internal id, for answers. */
  publicIdOf(deps: AppDeps, ref: number): Promise<string>;
  /** The user who answers for the target (the reviewed astrologer): only they may reply. */
  subjectUserId(ref: number): number | null;
  /** Plain comments (not through a booking) are accepted. */
  openToComments: boolean;
  /** Who may write a plain comment (default: any signed-in member); the refusal's message otherwise. */
  mayComment?(deps: AppDeps, userId: number, ref: number): Promise<string | null>;
}

const astrologer: TargetRules = {
  async refOf(deps, publicId) {
    try {
      return await astrologerUserIdOf(deps, publicId);
    } catch (error) {
      if (error instanceof AppError && error.httpStatus === 404)
        throw notFound(COMMENT_MESSAGES.targetNotFound);
      throw error;
    }
  },
  async publicIdOf(deps, ref) {
    return (await astrologerIdOfUser(deps, ref)) ?? '';
  },
  subjectUserId: (ref) => ref,
  // An astrologer is reviewed only through a completed booking.
  openToComments: false,
};

/** A published news item (content id); anyone signed in may comment and reply one level deep. */
const news: TargetRules = {
  async refOf(deps, publicId) {
    const id = Number(publicId);
    if (!/^\d{1,10}$/.test(publicId) || !Number.isSafeInteger(id) || id > 2_147_483_647)
      throw notFound(COMMENT_MESSAGES.targetNotFound);
    try {
      return (await visibleNewsId(deps, id)).id;
    } catch (error) {
      if (error instanceof AppError && error.httpStatus === 404)
        throw notFound(COMMENT_MESSAGES.targetNotFound);
      throw error;
    }
  },
  async publicIdOf(_deps, ref) {
    return String(ref);
  },
  subjectUserId: () => null,
  openToComments: true,
};

// A course is reviewed by the members who joined it (paid); the course's page lists the reviews.
const course: TargetRules = {
  async refOf(deps, publicId) {
    const id = await courseIdOf(deps, publicId);
    if (id === null) throw notFound(COMMENT_MESSAGES.targetNotFound);
    return id;
  },
  async publicIdOf(deps, ref) {
    return (await courseSlugOf(deps, ref)) ?? '';
  },
  subjectUserId: () => null,
  openToComments: true,
  async mayComment(deps, userId, ref) {
    return (await hasJoinedCourse(deps, userId, ref)) ? null : '报名学习这门课程后才能评价';
  },
};

const TARGETS: Record<CommentTargetType, TargetRules> = { astrologer, news, course };

export function targetRules(type: string): TargetRules {
  const rules = TARGETS[type as CommentTargetType];
  if (!rules) throw notFound(COMMENT_MESSAGES.targetNotFound);
  return rules;
}
