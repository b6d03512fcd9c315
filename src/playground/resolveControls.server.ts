import 'server-only';
import { readApiDoc } from '../api-docs/store';
import type { ApiDoc } from '../api-docs/types';
import { controlFromType, type PlaygroundControl, type PlaygroundReference } from './controls';

interface Member {
  readonly name: string;
  readonly type: string;
  readonly default?: string;
}

function members(doc: ApiDoc): readonly Member[] {
  if ('props' in doc) return doc.props;
  if ('members' in doc) return doc.members;
  return [];
}

const AXIS_PROPS = new Set(['xAxis', 'yAxis']);

/**
 * The controls of a playground, each derived from the type its API page gives the member (an indexed type such as
 * `BarSeriesType['layout']` is looked up on the series' page). Throws, naming the file, for a path without a member
 * or a type no control fits.
 */
export function resolvePlaygroundControls(
  product: string,
  reference: PlaygroundReference,
  file: string,
): PlaygroundControl[] {
  const read = (page: string) => members(readApiDoc(`/x/api/${product}/${page}`));
  const component = read(reference.api);
  const series = reference.series ? read(reference.series) : [];
  const axis = product === 'charts' ? read('axis-config') : [];
  return reference.controls.map((path) => {
    const [head = '', key, ...rest] = path.split('.');
    const owner = key === undefined ? component : head === 'series' ? series : AXIS_PROPS.has(head) ? axis : undefined;
    const member = owner && rest.length === 0 ? owner.find((candidate) => candidate.name === (key ?? head)) : undefined;
    if (!member) throw new Error(`${file}: the playground control "${path}" names no documented prop or option.`);
    const indexed = /^\w+\['(\w+)'\]$/.exec(member.type);
    const target = indexed ? [...series, ...axis].find((candidate) => candidate.name === indexed[1]) : member;
    const control = target && controlFromType(path, target.type, member.default ?? target.default);
    if (!control) {
      throw new Error(`${file}: the playground control "${path}" has the type ${member.type}, which no control fits.`);
    }
    return control;
  });
}
