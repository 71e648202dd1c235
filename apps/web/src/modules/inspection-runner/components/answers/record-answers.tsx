import { AssetSelect } from '../../../assets/components/asset-select';
import { siteEndpoints } from '../../../resources/api/sites-api';
import { RemoteSelect } from '../../../../shared/remote-select/remote-select';
import { asText } from '../../../template-preview/components/answers/answer-control';
import type { RunnerAnswerProps } from './runner-answer';

/** The select's props every record pick shares: the chosen id as the answer, cleared by an empty choice. */
function pickProps({ item, state, label, runner }: RunnerAnswerProps) {
  const chosen = asText(state.value);
  return {
    label,
    required: state.required,
    disabled: !state.enabled,
    value: chosen ? [chosen] : [],
    onChange: (ids: string[]) => runner.session.answer(item.id, ids[0], state.instance),
    'data-testid': `runner-pick-${item.id}`,
  };
}

/** An asset question: one of the workspace's assets, searched by asset id or name; the answer is its id. */
export function AssetAnswer(props: RunnerAnswerProps) {
  return <AssetSelect {...pickProps(props)} />;
}

/** A person question: one of the workspace's users by name or email; the answer is the user's id. */
export function PersonAnswer(props: RunnerAnswerProps) {
  return <RemoteSelect {...pickProps(props)} url="/user/search" />;
}

/** A (legacy) site question: one site of the organisation's site structures; the answer is its id. */
export function SiteAnswer(props: RunnerAnswerProps) {
  return <RemoteSelect {...pickProps(props)} url={siteEndpoints.search} />;
}
