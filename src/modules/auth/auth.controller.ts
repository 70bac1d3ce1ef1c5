import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ZodPipe } from '../../common/zod';
import { loginSchema, type LoginDto } from './auth.dto';
import { AuthService } from './auth.service';
import { ReviewerGuard } from './reviewer.guard';
import { CurrentReviewer, type ReviewerPrincipal } from './reviewer-principal';
import { CSRF_COOKIE, serializeCookie, SESSION_COOKIE } from './session-token';

@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /**
   * mode "cookie": an HttpOnly SameSite=Strict session cookie, plus the CSRF token (in the body
   * and in a readable cookie) to send back as X-CSRF-Token. mode "bearer": a token for API clients.
   */
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodPipe(loginSchema, 'login')) body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const result = await this.auth.login(body, request.ip ?? request.socket.remoteAddress ?? 'unknown');
    const reviewer = result.reviewer;
    const expires_at = result.expiresAt.toISOString();
    if (body.mode === 'bearer') return { reviewer, token: result.token, token_type: 'Bearer', expires_at };
    const maxAge = (result.expiresAt.getTime() - Date.now()) / 1000;
    const secure = this.auth.secureCookies;
    response.append('Set-Cookie', serializeCookie(SESSION_COOKIE, result.token, { httpOnly: true, secure, maxAge }));
    response.append('Set-Cookie', serializeCookie(CSRF_COOKIE, result.csrfToken, { httpOnly: false, secure, maxAge }));
    response.setHeader('Cache-Control', 'no-store');
    return { reviewer, csrf_token: result.csrfToken, expires_at };
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(ReviewerGuard)
  async logout(@CurrentReviewer() reviewer: ReviewerPrincipal, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.logout(reviewer);
    const secure = this.auth.secureCookies;
    response.append('Set-Cookie', serializeCookie(SESSION_COOKIE, '', { httpOnly: true, secure, maxAge: 0 }));
    response.append('Set-Cookie', serializeCookie(CSRF_COOKIE, '', { httpOnly: false, secure, maxAge: 0 }));
  }

  /** Who am I, and (cookie sessions) the CSRF token: the page calls this when it loads. */
  @Get('me')
  @UseGuards(ReviewerGuard)
  me(@CurrentReviewer() reviewer: ReviewerPrincipal, @Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', 'no-store');
    return {
      reviewer: { id: reviewer.id, email: reviewer.email, role: reviewer.role },
      session: reviewer.sessionKind,
      csrf_token: reviewer.sessionKind === 'cookie' ? reviewer.csrfToken : undefined,
      expires_at: reviewer.expiresAt.toISOString(),
    };
  }
}
