import { useCallback, useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import type { MyCourse } from '@xingtu/contracts/courses';
import { fetchMyCourses } from '../api/courses.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import '../features/courses/courses.css';

// 已购课程: every course the member joined, with progress and where they stopped; an unpaid place
// leads to the cashier.

export const meta: MetaFunction = () => [{ title: '已购课程 - 星图' }];

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; courses: MyCourse[] };

export default function MyCoursesPage() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    fetchMyCourses()
      .then((page) => setLoad({ kind: 'ready', courses: page.records }))
      .catch(() => setLoad({ kind: 'failed' }));
  }, []);
  useEffect(reload, [reload]);
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>已购课程</h1>
        <Link to="/course">课程目录 ›</Link>
      </div>
      {load.kind === 'loading' && <PageLoading />}
      {load.kind === 'failed' && (
        <PageError
          text="课程列表加载失败。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      )}
      {load.kind === 'ready' && load.courses.length === 0 && (
        <EmptyState
          text="你还没有报名课程。从入门课开始，一步步读懂自己的星盘。"
          action={
            <Link className="btn btn-primary" to="/course">
              去看看课程
            </Link>
          }
        />
      )}
      {load.kind === 'ready' && load.courses.length > 0 && (
        <ul className="my-course-list" aria-label="我的课程">
          {load.courses.map((course) => (
            <li key={course.id} className="my-course">
              <img src={course.coverUrl} alt="" width={160} height={90} />
              <div>
                <h2 style={{ fontSize: 17, margin: '0 0 4px' }}>{course.title}</h2>
                <p className="course-meta">
                  <span>{course.teacherName}</span>
                  <span>{course.lessonCount} 节课</span>
                  {course.completed && <span className="course-badge">已完成</span>}
                  {course.unreadGrades > 0 && (
                    <Link className="unread-mark" to="/user/homework">
                      {course.unreadGrades} 份作业有新批改
                    </Link>
                  )}
                </p>
                {course.status === 'active' ? (
                  <>
                    <div
                      className="progress-bar"
                      role="progressbar"
                      aria-valuenow={course.percent}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-label="学习进度"
                    >
                      <span style={{ width: `${course.percent}%` }} />
                    </div>
                    <p className="course-meta">
                      <span>已完成 {course.percent}%</span>
                      {course.lastLessonTitle && <span>上次学到：{course.lastLessonTitle}</span>}
                    </p>
                    <Link className="btn btn-small btn-primary" to={`/user/course/learning/${course.id}`}>
                      {course.lastLessonId ? '继续学习' : '开始学习'}
                    </Link>
                  </>
                ) : (
                  <p className="course-meta">
                    <span>名额已为你保留，支付后即可开始学习</span>
                    {course.orderNo && (
                      <Link className="btn btn-small btn-primary" to={`/pay?orderNo=${course.orderNo}`}>
                        去支付
                      </Link>
                    )}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
