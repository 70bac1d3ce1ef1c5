import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { ReviewerGuard } from './reviewer.guard';
import { ReviewersController } from './reviewers.controller';
import { ReviewersService } from './reviewers.service';

/** Reviewer accounts, sessions and the guard of every review endpoint (uses the global DB and REDIS). */
@Module({
  imports: [AuditModule],
  controllers: [AuthController, ReviewersController],
  providers: [AuthRepository, AuthService, ReviewersService, LoginRateLimiter, ReviewerGuard],
  exports: [AuthService, ReviewerGuard],
})
export class AuthModule {}
