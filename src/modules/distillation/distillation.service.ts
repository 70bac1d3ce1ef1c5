import { Injectable, Logger } from '@nestjs/common';
import { JobName, type JobData } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { TicketsRepository } from '../tickets/tickets.repository';

/**
 * Runs DistillTicket jobs. For now it only records that the job ran for the ticket's current
 * content (kb_status 'received'); turning the transcript into a knowledge unit is the
 * distillation issue's work.
 */
@Injectable()
export class DistillationService {
  private readonly logger = new Logger(DistillationService.name);

  constructor(private readonly tickets: TicketsRepository) {}

  @OnJob(JobName.DistillTicket)
  async handleDistillTicket(data: JobData<JobName.DistillTicket>): Promise<{ status: string }> {
    const ticket = await this.tickets.findById(data.ticketId);
    if (!ticket) return { status: 'ticket-gone' };
    // An older job for content that has since changed: the newer job will do the work.
    if (ticket.content_hash !== data.contentHash) return { status: 'stale' };
    await this.tickets.setKbStatus(ticket.id, 'received', null);
    this.logger.debug(`DistillTicket ran for ticket ${ticket.external_id}`);
    return { status: 'received' };
  }
}
