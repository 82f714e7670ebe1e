import type { FastifyBaseLogger } from 'fastify';
import type { RecordsMessage, RecordsMirror } from './records';

/** The local adapter: no records service configured, so the mirror row is a log line. */
export function createLogRecordsMirror(log: FastifyBaseLogger): RecordsMirror {
  return {
    name: 'log',
    async push(message: RecordsMessage) {
      log.info(
        { table: message.table, operation: message.operation, count: message.records.length },
        'records mirror (no RECORDS_API_URL set): row not sent',
      );
    },
  };
}
