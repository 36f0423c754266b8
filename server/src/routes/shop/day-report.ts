import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DayReportQuerySchema, DayReportSchema } from '@contract/day-report';
import { ShopParamsSchema } from '@contract/ordering';
import { dayReportCsv } from '@server/repositories/ordering/day-report-csv';
import { dayReportOf, reportDaysOf } from '@server/repositories/ordering/day-report';
import { tillClosingsCsv } from '@server/repositories/till/till-csv';
import type { Db } from '@server/db/database';
import { bearer, readErrors } from '../common/guards';

const REPORT = '/day-report';

type Spreadsheet = (db: Db, shopId: number, days: { from: string; until: string }) => Promise<string>;

/** 'Resumo': the day's numbers of a shop (or a range of its days), and its orders and till closings as spreadsheets. */
export const dayReportRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    REPORT,
    {
      schema: {
        tags: ['ordering'],
        summary: "A range of the shop's days (today by default): revenue, orders, average ticket, cancellations, payment methods, orders per hour, best sellers, open comandas, and the same days a week earlier",
        security: bearer,
        params: ShopParamsSchema,
        querystring: DayReportQuerySchema,
        response: { 200: DayReportSchema, ...readErrors },
      },
    },
    async (request) => {
      const { from, until } = request.query;
      return dayReportOf(app.db, request.params.shopId, reportDaysOf(from, until, Date.now()));
    },
  );

  // Only the spreadsheets are CSV: a refusal is JSON like every other.
  const spreadsheets: [string, string, string, Spreadsheet][] = [
    [
      'orders',
      'resumo',
      "The range's orders and its comandas' payments, one line each, with each comanda's fees, as CSV for Excel in pt-BR (UTF-8 with BOM, semicolons, comma decimals)",
      dayReportCsv,
    ],
    [
      'tills',
      'caixa',
      "The till closings of the range ('Fechar caixa'), one line per closing and method: float, sangrias, suprimentos, expected, counted and the difference, as CSV for Excel in pt-BR",
      tillClosingsCsv,
    ],
  ];
  for (const [file, name, summary, write] of spreadsheets) {
    app.get(
      `${REPORT}/${file}.csv`,
      {
        schema: {
          tags: ['ordering'],
          summary,
          security: bearer,
          params: ShopParamsSchema,
          querystring: DayReportQuerySchema,
          response: { 200: { description: 'The spreadsheet', content: { 'text/csv': { schema: Type.String() } } }, ...readErrors },
        },
      },
      async (request, reply) => {
        const { from, until } = request.query;
        const days = reportDaysOf(from, until, Date.now());
        const fileName = days.from === days.until ? `${name}-${days.from}.csv` : `${name}-${days.from}-a-${days.until}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(await write(app.db, request.params.shopId, days));
      },
    );
  }
};
