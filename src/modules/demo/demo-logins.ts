import type { AuthService } from '../auth/auth.service';
import { QUEUE_BOARD_PATH } from '../queue-board/queue-board.module';

/** The demo's second account: the queue dashboard (and the reviewers' admin pages) need the admin role. */
export const DEMO_ADMIN_EMAIL = 'demo-admin@distillo.local';

export interface DemoLogin {
  email: string;
  password: string;
}

export interface DemoLogins {
  /** Role reviewer: the review page, as a team's reviewers use it. */
  reviewer: DemoLogin;
  /** Role admin: also the queue dashboard, which answers 403 to a reviewer. */
  admin: DemoLogin;
}

/** Both accounts exist with fresh passwords, returned here (and nowhere else) for the demo to print. */
export async function ensureDemoLogins(auth: AuthService): Promise<DemoLogins> {
  const reviewer = await auth.ensureDemoReviewer();
  const admin = await auth.ensureDemoReviewer({ email: DEMO_ADMIN_EMAIL, role: 'admin' });
  return { reviewer: { email: reviewer.email, password: reviewer.password }, admin: { email: admin.email, password: admin.password } };
}

/** The lines the demo prints last (scripts/demo.sh repeats every line that says "login"). */
export function demoLoginLines(logins: DemoLogins): string[] {
  return [
    `  reviewer login for the review page: ${logins.reviewer.email} / ${logins.reviewer.password}`,
    `  admin login (review page and the queue dashboard ${QUEUE_BOARD_PATH}, which needs the admin role): ${logins.admin.email} / ${logins.admin.password}`,
  ];
}
