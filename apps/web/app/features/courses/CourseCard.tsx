import { Link } from 'react-router';
import { SALE_STATE_LABELS, type CourseSummary } from '@xingtu/contracts/courses';
import { Price } from '../commerce/index.ts';

/** One course in the catalogue: cover, title, teacher, length, price and whether it is open. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const hours = Math.max(1, Math.round(course.totalMinutes / 60));
  return (
    <li className="course-card">
      <Link to={`/course/detail/${course.id}`}>
        <img src={course.coverUrl} alt="" loading="lazy" width={640} height={360} />
        <div className="course-card-body">
          <h2>{course.title}</h2>
          <p className="course-meta">
            <span className="course-badge">{course.level}</span>
            <span>{course.category}</span>
            <span>
              {course.teacherName} · {course.teacherTitle}
            </span>
          </p>
          <p className="course-meta">
            <span>
              {course.lessonCount} 节课 · 约 {hours} 小时
            </span>
            {course.seatsLeft !== null && <span>剩余名额 {course.seatsLeft}</span>}
          </p>
          <p className="course-meta">
            <Price fen={course.priceFen} listFen={course.listPriceFen} />
            {course.saleState !== 'open' && (
              <span className="course-badge is-closed">{SALE_STATE_LABELS[course.saleState]}</span>
            )}
          </p>
        </div>
      </Link>
    </li>
  );
}
