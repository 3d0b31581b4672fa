// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseLearning, CourseLesson } from '@xingtu/contracts/courses';
import { fetchLearning, fetchLesson } from '../api/courses.ts';
import CourseLearningPage from './user.course.learning.$id.tsx';

vi.mock('../api/courses.ts', () => ({
  fetchLearning: vi.fn(),
  fetchLesson: vi.fn(),
  saveLessonProgress: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(fetchLearning).mockReset();
  vi.mocked(fetchLesson).mockReset();
});

const lesson = (enrolled: boolean): CourseLesson => ({
  id: 'natal-1-1',
  courseId: 'natal-basics',
  courseTitle: '本命盘入门',
  chapterTitle: '第一章',
  title: '星盘是一张出生时刻的天空图',
  kind: 'text',
  minutes: 8,
  freePreview: true,
  body: '<p>正文</p>',
  media: null,
  attachments: [],
  homeworkPrompt: null,
  progress: enrolled ? { positionSeconds: 0, completed: false, note: '' } : null,
  enrolled,
  prevLessonId: null,
  nextLessonId: null,
});

function renderPlayer() {
  const Stub = createRoutesStub([{ path: '/user/course/learning/:id', Component: CourseLearningPage }]);
  render(<Stub initialEntries={['/user/course/learning/natal-basics?lesson=natal-1-1']} />);
}

describe('course player opened on a free preview', () => {
  it('shows the trial lesson to a visitor without asking for the members’ outline', async () => {
    vi.mocked(fetchLesson).mockResolvedValue(lesson(false));
    renderPlayer();
    expect(await screen.findByRole('heading', { name: '星盘是一张出生时刻的天空图' })).toBeTruthy();
    expect(screen.getByText(/这是免费试听课/)).toBeTruthy();
    expect(fetchLearning).not.toHaveBeenCalled();
  });

  it('still loads the outline for a member who holds the course', async () => {
    vi.mocked(fetchLesson).mockResolvedValue(lesson(true));
    vi.mocked(fetchLearning).mockResolvedValue({
      id: 'natal-basics',
      title: '本命盘入门',
      percent: 0,
      completed: false,
      lastLessonId: null,
      chapters: [],
    } as unknown as CourseLearning);
    renderPlayer();
    expect(await screen.findByRole('complementary', { name: '课程大纲' })).toBeTruthy();
    expect(fetchLearning).toHaveBeenCalledWith('natal-basics');
  });
});
