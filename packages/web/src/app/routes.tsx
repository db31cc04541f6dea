import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ApiKeysPage } from '../features/apikeys/ApiKeysPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { UnauthorizedPage } from '../features/auth/UnauthorizedPage.tsx';
import { VerifyPage } from '../features/auth/VerifyPage.tsx';
import { RequireAccess } from './guards/RequireAccess.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { LANDING_PATH, PATHS } from './paths.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/** The route table (spec §2). Screens of later issues join the main layout's children. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.signin, element: <LoginPage /> },
          { path: PATHS.register, element: <RegisterPage /> },
          { path: PATHS.verify, element: <VerifyPage /> },
          { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
          { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
          { path: PATHS.unauthorized, element: <UnauthorizedPage /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { path: PATHS.root, element: <Navigate to={LANDING_PATH} replace /> },
          {
            path: PATHS.apiKeys,
            element: (
              <RequireAccess permission="apikeys:view">
                <ApiKeysPage />
              </RequireAccess>
            ),
          },
        ],
      },
      { path: '*', element: <Navigate to={LANDING_PATH} replace /> },
    ],
  },
];
