import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { UserWidget } from '@portal/contracts/shell';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import classes from './widgets-tab.module.css';

interface WidgetsTabProps {
  widgets: UserWidget[];
  onChange: (widgets: UserWidget[]) => void;
}

/**
 * Profile › Widgets (spec 2.7): cards reordered by dragging, by the keyboard (Space, arrows,
 * Space) or by the up and down buttons, and switched ON/OFF. Changes stay in the form
 * until Save.
 */
export function WidgetsTab({ widgets, onChange }: WidgetsTabProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = widgets.map((widget) => widget.widgetID);
  const nameOf = (id: unknown) =>
    widgets.find((widget) => widget.widgetID === id)?.title[language] ?? '';
  const positionOf = (id: unknown) => ids.indexOf(id as number) + 1;
  const count = widgets.length;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('shell.widgets.pickedUp', {
        name: nameOf(active.id),
        position: positionOf(active.id),
        count,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('shell.widgets.movedTo', {
            name: nameOf(active.id),
            position: positionOf(over.id),
            count,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('shell.widgets.dropped', {
        name: nameOf(active.id),
        position: positionOf(over?.id ?? active.id),
        count,
      }),
    onDragCancel: ({ active }) => t('shell.widgets.cancelled', { name: nameOf(active.id) }),
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= widgets.length || from === to) return;
    onChange(arrayMove(widgets, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  return (
    <Stack gap="sm">
      <Text>{t('shell.widgets.intro')}</Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('shell.widgets.instructions') },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={classes.list} aria-label={t('shell.profile.tabs.widgets')}>
            {widgets.map((widget, index) => (
              <WidgetCard
                key={widget.widgetID}
                widget={widget}
                position={index + 1}
                count={count}
                onToggle={(isActive) =>
                  onChange(
                    widgets.map((other) =>
                      other.widgetID === widget.widgetID ? { ...other, isActive } : other,
                    ),
                  )
                }
                onMove={(step) => move(index, index + step)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}

interface WidgetCardProps {
  widget: UserWidget;
  position: number;
  count: number;
  onToggle: (isActive: boolean) => void;
  onMove: (step: -1 | 1) => void;
}

function WidgetCard({ widget, position, count, onToggle, onMove }: WidgetCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = widget.title[language];
  const sortable = useSortable({
    id: widget.widgetID,
    attributes: { roleDescription: t('shell.widgets.sortable') },
  });
  const { transform, transition, isDragging } = sortable;
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <li ref={sortable.setNodeRef} style={style} className={classes.item} data-widget={widget.name}>
      <Paper withBorder p="sm" shadow={isDragging ? 'md' : undefined}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            className={classes.handle}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={t('shell.widgets.move', { name })}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <Stack gap={2} style={{ flex: 1 }}>
            <Text fw={600}>{name}</Text>
            <Text size="sm">{widget.shortText[language]}</Text>
            <Text size="xs" c="dimmed">
              {t('shell.widgets.position', { position, count })}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Switch
              checked={widget.isActive}
              onChange={(event) => onToggle(event.currentTarget.checked)}
              aria-label={t('shell.widgets.visible', { name })}
              onLabel={t('shell.widgets.on')}
              offLabel={t('shell.widgets.off')}
              size="lg"
            />
            <Group gap={4}>
              <ActionIcon
                variant="default"
                aria-label={t('shell.widgets.moveUp', { name })}
                disabled={position === 1}
                onClick={() => onMove(-1)}
              >
                <span aria-hidden="true">↑</span>
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t('shell.widgets.moveDown', { name })}
                disabled={position === count}
                onClick={() => onMove(1)}
              >
                <span aria-hidden="true">↓</span>
              </ActionIcon>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </li>
  );
}
