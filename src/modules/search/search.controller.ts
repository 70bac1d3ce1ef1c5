import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ZodPipe } from '../../common/zod';
import { searchQuerySchema, type SearchQueryDto } from './search.dto';
import { SearchReadLimitInterceptor } from './search-read-limit.interceptor';
import { SearchService, type PublicSearchResponse } from './search.service';

@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @UseInterceptors(SearchReadLimitInterceptor)
  find(@Query(new ZodPipe(searchQuerySchema, 'query')) query: SearchQueryDto): Promise<PublicSearchResponse> {
    return this.search.publicSearch(query);
  }
}
