import { Module } from '@nestjs/common';
import { AuditRepository } from '../review/audit.repository';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { ReviewerGuard } from './reviewer.guard';

/** Reviewer accounts, sessions and the guard of every review endpoint (uses the global DB and REDIS). */
@Module({
  controllers: [AuthController],
  providers: [AuthRepository, AuthService, AuditRepository, LoginRateLimiter, ReviewerGuard],
  exports: [AuthService, AuditRepository, ReviewerGuard],
})
export class AuthModule {}
