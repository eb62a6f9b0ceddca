import { getConstance } from '../../../../core/constance/service';
import { getConstanceDays } from '../../../../core/constance/days';
import { Constance, ConstanceDays } from '../../../../core/constance/responses';
import { TodayMarkResult, TodayView } from '../../../../core/today/responses';
import { checkItem, getToday, skipItem } from '../../../../core/today/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const todayPaths = {
  'GET /today': { summary: 'Get today', input: getToday.schema, responses: { 200: TodayView } },
  'POST /today/{groupId}/check': { summary: 'Check item', input: checkItem.schema, responses: { 200: TodayMarkResult } },
  'POST /today/{groupId}/skip': { summary: 'Skip item', input: skipItem.schema, responses: { 200: TodayMarkResult } },
  'GET /constance': { summary: 'The account streak, walked live', input: getConstance.schema, responses: { 200: Constance } },
  'GET /constance/days': { summary: "The account's day outcomes, week by week (the constance heatmap)", input: getConstanceDays.schema, responses: { 200: ConstanceDays } },
} satisfies Record<RouteKey, OperationSpec>;
