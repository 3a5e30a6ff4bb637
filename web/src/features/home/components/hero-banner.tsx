import { ActionIcon, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HtmlContent } from '@/components/html-content';
import { imageUrl } from '@/components/lot-image';
import type { Banner } from '@/lib/site-config';
import classes from './hero-banner.module.css';

export const HERO_AUTOPLAY_MS = 6000;
export const HERO_SPEED_MS = 1000;
export const HERO_HEIGHT_PX = 400;

/**
 * Rotating banner: autoplay every 6000 ms, 1000 ms transition, 400 px high (spec 2). WCAG 2.2.2:
 * content that moves for more than five seconds can be paused (a button, and while the pointer or
 * the keyboard is in it); hidden slides are inert, so their links are never tabbed to unseen.
 */
export function HeroBanner({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const rotating = banners.length > 1 && !paused && !held;
  useEffect(() => {
    if (!rotating) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % banners.length), HERO_AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [rotating, banners.length]);
  return (
    <Box
      className={classes.hero}
      h={HERO_HEIGHT_PX}
      data-testid="hero"
      data-index={index}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {banners.map((b, i) => (
        <div
          key={b.id ?? i}
          className={classes.slide}
          data-active={i === index || undefined}
          style={{
            transitionDuration: `${HERO_SPEED_MS}ms`,
            backgroundColor: b.color ?? undefined,
            backgroundImage: b.image ? `url(${imageUrl(b.image, 'original')})` : undefined,
          }}
          aria-hidden={i !== index}
          inert={i !== index}
        >
          <Container size="xl" className={classes.content}>
            <Stack gap="sm" maw={560}>
              {b.title && (
                // dir=auto: a banner is written in one language; its own words set their direction.
                <Title order={1} c="white" dir="auto">
                  {b.title}
                </Title>
              )}
              {/* HTML (the api sanitises it on saving; HtmlContent again before the DOM). */}
              {b.description && (
                <Text c="white" size="lg" component="div">
                  <HtmlContent html={b.description} />
                </Text>
              )}
              {b.link && b.button_label && (
                <Button component={Link} to={b.link} size="md" w="fit-content">
                  {b.button_label}
                </Button>
              )}
            </Stack>
          </Container>
        </div>
      ))}
      {banners.length > 1 && (
        <ActionIcon
          className={classes.pause}
          variant="white"
          radius="xl"
          size="lg"
          aria-label={paused ? t('heroPlay') : t('heroPause')}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          data-testid="hero-pause"
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </ActionIcon>
      )}
    </Box>
  );
}
