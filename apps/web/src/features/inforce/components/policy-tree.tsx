import { Button, Group } from '@mantine/core';
import type { TreeNode } from '@portal/domain/inforce/tree';
import { allNodeIds } from '@portal/domain/inforce/tree';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useInforceWords } from '../words';
import classes from './policy-tree.module.css';

interface PolicyTreeProps {
  nodes: readonly TreeNode[];
  /** The tree's accessible name. */
  label: string;
}

/**
 * The policy as an expandable tree of sections (spec 2): each node a header button that
 * shows or hides its zebra-striped label/value rows and its child panels. Keyboard: Tab or
 * ↑/↓ move between headers, → opens (or goes to the first child), ← closes (or goes to the
 * parent), Home/End the first and last header, Enter or Space toggles.
 */
export function PolicyTree({ nodes, label }: PolicyTreeProps) {
  const { t, show } = useInforceWords();
  const ids = useMemo(() => allNodeIds(nodes), [nodes]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const container = useRef<HTMLElement>(null);

  const toggle = (id: string, open?: boolean) =>
    setClosed((current) => {
      const next = new Set(current);
      const willOpen = open ?? next.has(id);
      if (willOpen) next.delete(id);
      else next.add(id);
      return next;
    });

  const headers = () =>
    Array.from(
      container.current?.querySelectorAll<HTMLButtonElement>('[data-tree-header]') ?? [],
    ).filter((button) => button.closest('[hidden]') === null);

  const onKeyDown = (
    event: KeyboardEvent<HTMLButtonElement>,
    node: TreeNode,
    parentId: string | null,
  ) => {
    const list = headers();
    const at = list.indexOf(event.currentTarget);
    const focus = (button: HTMLButtonElement | undefined) => {
      if (!button) return;
      event.preventDefault();
      button.focus();
    };
    const open = !closed.has(node.id);
    switch (event.key) {
      case 'ArrowDown':
        focus(list[at + 1]);
        break;
      case 'ArrowUp':
        focus(list[at - 1]);
        break;
      case 'Home':
        focus(list[0]);
        break;
      case 'End':
        focus(list[list.length - 1]);
        break;
      case 'ArrowRight':
        event.preventDefault();
        if (!open) toggle(node.id, true);
        else if (node.children.length > 0) focus(list[at + 1]);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        if (open && (node.rows.length > 0 || node.children.length > 0)) toggle(node.id, false);
        else if (parentId) focus(list.find((button) => button.dataset.treeHeader === parentId));
        break;
      default:
    }
  };

  const renderNode = (node: TreeNode, level: number, parentId: string | null) => {
    const open = !closed.has(node.id);
    const bodyId = `tree-body-${node.id}`;
    const Heading = (level === 0 ? 'h2' : level === 1 ? 'h3' : 'h4') as 'h2';
    const title = show(node.title);
    return (
      <div
        key={node.id}
        className={`${classes.node} ${level > 0 ? classes.nested : ''}`}
        data-node-kind={node.kind}
      >
        <Heading className={classes.header}>
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            data-tree-header={node.id}
            onClick={() => toggle(node.id)}
            onKeyDown={(event) => onKeyDown(event, node, parentId)}
          >
            <span className={classes.chevron} aria-hidden="true">
              ▸
            </span>
            {title}
          </button>
        </Heading>
        <div id={bodyId} className={classes.body} hidden={!open}>
          {node.rows.length > 0 && <Rows node={node} />}
          {node.children.map((child) => renderNode(child, level + 1, node.id))}
        </div>
      </div>
    );
  };

  return (
    <section ref={container} aria-label={label}>
      <Group gap="xs" mb="xs">
        <Button size="xs" variant="default" onClick={() => setClosed(new Set())}>
          {t('inforce.lookup.expandAll')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setClosed(new Set(ids))}>
          {t('inforce.lookup.collapseAll')}
        </Button>
      </Group>
      {nodes.map((node) => renderNode(node, 0, null))}
    </section>
  );
}

function Rows({ node }: { node: TreeNode }) {
  const { show } = useInforceWords();
  return (
    <table className={classes.rows}>
      <tbody>
        {node.rows.map((row, index) => {
          const label = show(row.label);
          return (
            <tr
              // Rows of one node are fixed for a tree: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={`${label}-${index}`}
              className={row.tone === 'alert' ? classes.alert : undefined}
              data-tone={row.tone}
            >
              <th scope="row">{label}</th>
              <td>
                {row.lines.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional.
                  <div key={i}>{show(line)}</div>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
