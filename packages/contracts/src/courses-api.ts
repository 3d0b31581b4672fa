import type { coursesApiSchemas } from './courses-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The course endpoints (/course, the player, homework). Schemas in courses-api-schemas.ts. A lesson
// that is not a free preview, the learning view and progress need the course (an active enrolment):
// anyone else gets 404 and no media address. Media addresses are signed and expire.

export const coursesApi = declareEndpoints<typeof coursesApiSchemas>()({
  list: {
    method: 'GET',
    path: '/api/courses',
    access: 'public',
    summary: '课程：目录（分类、级别、讲师筛选）',
  },
  detail: {
    method: 'GET',
    path: '/api/courses/:id',
    access: 'public',
    summary: '课程：详情（大纲、讲师、名额、报名状态）',
  },
  cover: { method: 'GET', path: '/api/courses/:id/cover.svg', access: 'public', summary: '课程：封面图' },
  teacherAvatar: {
    method: 'GET',
    path: '/api/courses/:id/teacher.svg',
    access: 'public',
    summary: '课程：讲师头像',
  },
  enrol: {
    method: 'POST',
    path: '/api/courses/:id/enrol',
    access: 'user',
    summary: '课程：提交报名表并下单（占用名额，支付后开通；名额已满 013002206，报名结束 002205）',
  },
  mine: { method: 'GET', path: '/api/courses/mine', access: 'user', summary: '课程：我的课程与学习进度' },
  learning: {
    method: 'GET',
    path: '/api/courses/:id/learning',
    access: 'user',
    summary: '课程：学习页（大纲、每节进度、作业状态、上次学到哪里）',
  },
  lesson: {
    method: 'GET',
    path: '/api/courses/lessons/:lessonId',
    access: 'public',
    summary: '课程：一节课的内容与带签名、会过期的媒体地址（试听课公开，其余需已报名）',
  },
  saveProgress: {
    method: 'PUT',
    path: '/api/courses/lessons/:lessonId/progress',
    access: 'user',
    summary: '课程：保存学习进度与笔记',
  },
  media: {
    method: 'GET',
    path: '/api/courses/media/*',
    access: 'public',
    summary: '课程：媒体文件（HLS 播放列表、分片、作业图片；签名校验并检查过期）',
  },
  uploadHomeworkImage: {
    method: 'POST',
    path: '/api/courses/homework/images',
    access: 'user',
    summary: '作业：上传一张图片（PNG、JPG、WEBP、GIF，不超过 5MB）',
  },
  submitHomework: {
    method: 'POST',
    path: '/api/courses/lessons/:lessonId/homework',
    access: 'user',
    summary: '作业：提交（文字与图片）',
  },
  myHomework: { method: 'GET', path: '/api/courses/homework', access: 'user', summary: '作业：我的作业' },
  teachingHomework: {
    method: 'GET',
    path: '/api/courses/teaching/homework',
    access: 'user',
    summary: '作业：讲师待批改与已批改的作业（我任教的课程）',
  },
  teacherGrade: {
    method: 'POST',
    path: '/api/courses/teaching/homework/:id/grade',
    access: 'user',
    summary: '作业：讲师批改（是否通过、分数、评语）',
  },
  adminCourses: {
    method: 'GET',
    path: '/api/admin/courses',
    access: 'user',
    summary: '运营：课程一览（名额、报名人数、待批改作业）',
  },
  adminHomework: {
    method: 'GET',
    path: '/api/admin/course-homework',
    access: 'user',
    summary: '运营：全部作业（按状态）',
  },
  adminGrade: {
    method: 'POST',
    path: '/api/admin/course-homework/:id/grade',
    access: 'user',
    summary: '运营：批改作业',
  },
  attachment: {
    method: 'GET',
    path: '/api/courses/lessons/:lessonId/attachments/:index',
    access: 'public',
    summary: '课程：下载课时附件（带签名、会过期的链接，打开时再次核对报名；否则 404）',
  },
  seenHomework: {
    method: 'POST',
    path: '/api/courses/homework/seen',
    access: 'user',
    summary: '作业：把已批改的作业标记为已读',
  },
  adminCourse: {
    method: 'GET',
    path: '/api/admin/courses/:id',
    access: 'user',
    summary: '运营：课程编辑页（课程信息、章节、课时、媒体与附件）',
  },
  adminCreateCourse: {
    method: 'POST',
    path: '/api/admin/courses',
    access: 'user',
    summary: '运营：新建课程',
  },
  adminUpdateCourse: {
    method: 'PUT',
    path: '/api/admin/courses/:id',
    access: 'user',
    summary: '运营：修改课程（价格、名额、售卖时间、上下架；乐观锁，他人先保存则拒绝 003510）',
  },
  adminCreateChapter: {
    method: 'POST',
    path: '/api/admin/courses/:id/chapters',
    access: 'user',
    summary: '运营：新增章节',
  },
  adminUpdateChapter: {
    method: 'PUT',
    path: '/api/admin/courses/:id/chapters/:chapterId',
    access: 'user',
    summary: '运营：修改章节名称与排序',
  },
  adminCreateLesson: {
    method: 'POST',
    path: '/api/admin/courses/:id/lessons',
    access: 'user',
    summary: '运营：新增课时',
  },
  adminUpdateLesson: {
    method: 'PUT',
    path: '/api/admin/course-lessons/:lessonId',
    access: 'user',
    summary: '运营：修改课时（章节、排序、类型、试听、必修、讲义、作业）',
  },
  adminUploadMedia: {
    method: 'POST',
    path: '/api/admin/course-lessons/:lessonId/media',
    access: 'user',
    summary: '运营：上传课时视频（MP4、MPEG-TS）、音频（MP3、M4A、WAV）或附件（PDF、ZIP），按文件头校验',
  },
  adminDeleteAttachment: {
    method: 'DELETE',
    path: '/api/admin/course-lessons/:lessonId/attachments/:index',
    access: 'user',
    summary: '运营：删除课时附件',
  },
});
