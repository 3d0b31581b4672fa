import { NavLink, Route, Routes } from 'react-router';
import {
  CONSOLE_SECTION_LABELS,
  groupSections,
  type ConsoleMe,
  type ConsoleSection,
} from '@xingtu/contracts/console';
import { OPERATOR_ROLE_LABELS } from '@xingtu/contracts/roles';
import { Astrologers } from './Astrologers.tsx';
import { Catalog } from './Catalog.tsx';
import { ProductEditor } from './ProductEditor.tsx';
import { Reports } from './Reports.tsx';
import { Audit } from './Audit.tsx';
import { BtfChecks } from './BtfChecks.tsx';
import { Certificates } from './Certificates.tsx';
import { Comments } from './Comments.tsx';
import { ConsultationDetail } from './ConsultationDetail.tsx';
import { Consultations } from './Consultations.tsx';
import { ContentEditor, ContentList } from './Content.tsx';
import { CourseEditor } from './CourseEditor.tsx';
import { Courses } from './Courses.tsx';
import { Dashboard } from './Dashboard.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { DiceQuestions } from './DiceQuestions.tsx';
import { Ebooks } from './Ebooks.tsx';
import { Exams } from './Exams.tsx';
import { Invitations } from './Invitations.tsx';
import { IsarApplications } from './IsarApplications.tsx';
import { Orders } from './Orders.tsx';
import { SearchIndex } from './SearchIndex.tsx';
import { Tarot } from './Tarot.tsx';
import { UserDetail } from './UserDetail.tsx';
import { Users } from './Users.tsx';
import { Wallet } from './Wallet.tsx';
import './console.css';

// The console's frame: the sections this operator may open (SECTION_ROLES, decided by the server in
// /api/admin/me) beside the one shown. Loaded only for operators (routes/admin.tsx).

const PATHS: Record<ConsoleSection, string> = {
  dashboard: '/admin',
  users: '/admin/users',
  orders: '/admin/orders',
  wallet: '/admin/wallet',
  catalog: '/admin/catalog',
  reports: '/admin/reports',
  astrologers: '/admin/astrologers',
  consultations: '/admin/consultations',
  content: '/admin/content',
  comments: '/admin/comments',
  courses: '/admin/courses',
  ebooks: '/admin/ebooks',
  search: '/admin/search',
  btf: '/admin/btf',
  invitations: '/admin/invitations',
  dice: '/admin/dice',
  tarot: '/admin/tarot',
  exams: '/admin/exams',
  certificates: '/admin/certificates',
  isar: '/admin/isar',
  audit: '/admin/audit',
};

function NotYours() {
  return <p className="console-panel">这个栏目不在你的权限范围内，如需使用请联系管理员。</p>;
}

export default function ConsoleApp({ me }: { me: ConsoleMe }) {
  const may = (section: ConsoleSection) => me.sections.includes(section);
  const gate = (section: ConsoleSection, page: React.ReactNode) => (may(section) ? page : <NotYours />);
  const roles = me.roles;
  return (
    <div className="console">
      <nav className="console-nav" aria-label="运营后台">
        <p className="console-brand">星图 · 运营后台</p>
        <div className="console-nav-groups">
          {groupSections(me.sections).map((group) => (
            <section key={group.label} aria-label={group.label}>
              <p className="console-nav-group">{group.label}</p>
              <ul>
                {group.sections.map((section) => (
                  <li key={section}>
                    <NavLink to={PATHS[section]} end={section === 'dashboard'}>
                      {CONSOLE_SECTION_LABELS[section]}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="console-who muted">
          {me.userName} · {me.roles.map((role) => OPERATOR_ROLE_LABELS[role]).join('、')}
          <br />
          <a href="/">返回网站</a>
        </p>
      </nav>
      <main className="console-main">
        <Routes>
          <Route
            index
            element={
              <Dashboard
                canSeeWork={roles.includes('admin') || roles.includes('support') || roles.includes('finance')}
              />
            }
          />
          <Route path="users" element={gate('users', <Users />)} />
          <Route
            path="users/:userId"
            element={gate(
              'users',
              <UserDetail isAdmin={roles.includes('admin')} canSeeMoney={may('wallet')} />,
            )}
          />
          <Route path="orders" element={gate('orders', <Orders />)} />
          <Route path="orders/:orderNo" element={gate('orders', <OrderDetail />)} />
          <Route path="wallet" element={gate('wallet', <Wallet />)} />
          <Route path="catalog" element={gate('catalog', <Catalog canCreate={roles.includes('admin')} />)} />
          <Route
            path="catalog/:id"
            element={gate('catalog', <ProductEditor isAdmin={roles.includes('admin')} />)}
          />
          <Route path="reports" element={gate('reports', <Reports />)} />
          <Route
            path="astrologers"
            element={gate(
              'astrologers',
              <Astrologers
                reviews={roles.includes('admin') || roles.includes('support')}
                cashier={roles.includes('admin') || roles.includes('finance')}
              />,
            )}
          />
          <Route path="consultations" element={gate('consultations', <Consultations />)} />
          <Route
            path="consultations/:id"
            element={gate('consultations', <ConsultationDetail canSeeOrders={may('orders')} />)}
          />
          <Route path="content" element={gate('content', <ContentList />)} />
          <Route path="content/:id" element={gate('content', <ContentEditor />)} />
          <Route path="comments" element={gate('comments', <Comments />)} />
          <Route
            path="courses"
            element={gate(
              'courses',
              <Courses canEdit={roles.includes('admin') || roles.includes('editor')} />,
            )}
          />
          <Route
            path="courses/:id"
            element={
              roles.includes('admin') || roles.includes('editor') ? (
                gate('courses', <CourseEditor />)
              ) : (
                <NotYours />
              )
            }
          />
          <Route path="ebooks" element={gate('ebooks', <Ebooks />)} />
          <Route path="search" element={gate('search', <SearchIndex />)} />
          <Route path="btf" element={gate('btf', <BtfChecks />)} />
          <Route path="invitations" element={gate('invitations', <Invitations />)} />
          <Route path="dice" element={gate('dice', <DiceQuestions />)} />
          <Route path="tarot" element={gate('tarot', <Tarot />)} />
          <Route path="certificates" element={gate('certificates', <Certificates />)} />
          <Route path="exams" element={gate('exams', <Exams />)} />
          <Route path="isar" element={gate('isar', <IsarApplications />)} />
          <Route path="audit" element={gate('audit', <Audit />)} />
          <Route path="*" element={<p className="console-panel">没有这个栏目。</p>} />
        </Routes>
      </main>
    </div>
  );
}
