import { feedbackService } from '@/feedback/server';

// Every request reads and writes the store: nothing here can be prerendered or cached.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return feedbackService().post(request);
}

export function GET(request: Request): Promise<Response> {
  return feedbackService().get(request);
}
