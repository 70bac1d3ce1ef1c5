import { Controller, Get, Query } from '@nestjs/common';
import { ZodPipe } from '../../common/zod';
import { searchQuerySchema, type SearchQueryDto } from './search.dto';
import { SearchService, type PublicSearchResponse } from './search.service';

@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  find(@Query(new ZodPipe(searchQuerySchema, 'query')) query: SearchQueryDto): Promise<PublicSearchResponse> {
    return this.search.publicSearch(query);
  }
}
