import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { getToken, useToken } from '../lib/infra/session.ts';
import { Layout } from './layout/layout.tsx';
import { RequireAuth } from './require-auth.tsx';

// Every page is its own chunk, so the first load carries only the shell and the page asked for.
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = page(() => import('../features/landing/components/landing-page.tsx'), 'LandingPage');
const LoginPage = page(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const SignupPage = page(() => import('../features/auth/components/signup-page.tsx'), 'SignupPage');
const TodayRoute = page(() => import('./routes/today-route.tsx'), 'TodayRoute');
const DashboardRoute = page(() => import('./routes/dashboard-route.tsx'), 'DashboardRoute');
const ProfileRoute = page(() => import('./routes/profile-route.tsx'), 'ProfileRoute');
const GoalSetupPage = page(() => import('../features/goal-setup/components/goal-setup-page.tsx'), 'GoalSetupPage');
const ProgressRoutes = page(() => import('../features/progress/components/progress-routes.tsx'), 'ProgressRoutes');
const ReflectionsPage = page(() => import('../features/reflections/components/reflections-page.tsx'), 'ReflectionsPage');
const EditGoalPage = page(() => import('../features/edit-goal/components/edit-goal-page.tsx'), 'EditGoalPage');
const PasswordResetPage = page(() => import('../features/password-reset/components/password-reset-page.tsx'), 'PasswordResetPage');
const EmailLinkPage = page(() => import('../features/email/components/email-link-page.tsx'), 'EmailLinkPage');
const NotFoundPage = page(() => import('./routes/not-found-page.tsx'), 'NotFoundPage');

/** `/` is the landing page to a visitor, and Today, the app's home, to a person signed in. */
function Home() {
  return useToken() ? <Navigate to="/today" replace /> : <LandingPage />;
}

/**
 * Sign-in and sign-up are for a visitor: a person already signed in who opens one goes to Today.
 * Only the token found on arrival counts, so the page's own sign-in still goes where it sends.
 */
function VisitorOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => getToken() !== null);
  return signedIn ? <Navigate to="/today" replace /> : children;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="login" element={<VisitorOnly><LoginPage /></VisitorOnly>} />
        <Route path="signup" element={<VisitorOnly><SignupPage /></VisitorOnly>} />
        <Route path="reset-password" element={<PasswordResetPage />} />
        <Route path="confirm-email" element={<EmailLinkPage />} />
        <Route path="unsubscribe" element={<EmailLinkPage />} />
        <Route element={<RequireAuth />}>
          <Route path="today" element={<TodayRoute />} />
          <Route path="dashboard" element={<DashboardRoute />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="goal-setup" element={<GoalSetupPage />} />
          <Route path="progress/*" element={<ProgressRoutes />} />
          <Route path="reflections" element={<ReflectionsPage />} />
          <Route path="edit-goal/:id" element={<EditGoalPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
