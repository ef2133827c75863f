import { useState } from 'react';
import { Button, Tag, TagGroup, TagList } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n/forms-namespace';
import { BUTTON, FOCUS_RING } from '../../ui/classes';

// The collapsed list shows ten skills unless the question says otherwise.
export const DEFAULT_SHOW_MORE_THRESHOLD = 10;

function CrossIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className="size-3 fill-none stroke-current stroke-2"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** The chosen skills as removable tags, collapsed to the threshold with "+N" / "Show fewer". */
export function SkillTags({
  skills,
  threshold,
  labelledBy,
  isLocked,
  onRemove,
}: {
  skills: string[];
  threshold: number;
  labelledBy: string;
  isLocked: boolean;
  onRemove: (removed: string[]) => void;
}) {
  const { t } = useTranslation(FORMS_NS);
  const [isExpanded, setExpanded] = useState(false);
  const hiddenCount = Math.max(0, skills.length - threshold);
  const shown = isExpanded ? skills : skills.slice(0, threshold);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TagGroup
        aria-labelledby={labelledBy}
        onRemove={
          isLocked
            ? undefined
            : (keys) => {
                onRemove([...keys].map(String));
              }
        }
      >
        <TagList
          className="flex flex-wrap gap-2"
          renderEmptyState={() => <span className="text-sm text-ink/70">{t('noSkills')}</span>}
        >
          {shown.map((skill) => (
            <Tag
              key={skill}
              id={skill}
              textValue={skill}
              className={`flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-1 pe-1 ps-3 text-sm text-ink ${FOCUS_RING} data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent`}
            >
              {({ allowsRemoving }) => (
                <>
                  <span>{skill}</span>
                  {allowsRemoving ? (
                    <Button
                      slot="remove"
                      // RAC names it with the tag's text too: "Remove Go".
                      aria-label={t('removeSkill')}
                      className={`flex size-6 items-center justify-center rounded-full hover:bg-primary/20 ${FOCUS_RING}`}
                    >
                      <CrossIcon />
                    </Button>
                  ) : (
                    <span className="pe-2" />
                  )}
                </>
              )}
            </Tag>
          ))}
        </TagList>
      </TagGroup>
      {hiddenCount > 0 && (
        // One button that changes its text, so focus stays on it.
        <Button
          aria-expanded={isExpanded}
          aria-label={isExpanded ? undefined : t('showMoreSkills', { count: hiddenCount })}
          onPress={() => {
            setExpanded(!isExpanded);
          }}
          className={BUTTON.link}
        >
          {isExpanded ? t('showFewerSkills') : t('moreSkillsCount', { count: hiddenCount })}
        </Button>
      )}
    </div>
  );
}
