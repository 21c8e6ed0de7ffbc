"""The publishing workflow (.github/workflows/publish.yml) builds with the
command the README names, for the address GitHub Pages gives it, with the
whole history, and deploys what it built; dev.py has that command."""

import pathlib
import re

import yaml

import dev

ROOT = pathlib.Path(__file__).resolve().parents[1]
WORKFLOW = yaml.safe_load((ROOT / ".github" / "workflows" / "publish.yml").read_text(encoding="utf-8"))


def readme_section(title):
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("\n## %s\n" % title, 1)[1].split("\n## ", 1)[0]


def step(job, uses):
    """The job's step that uses the action ``uses`` (owner/name)."""
    found = [s for s in WORKFLOW["jobs"][job]["steps"] if s.get("uses", "").split("@")[0] == uses]
    assert len(found) == 1, (job, uses)
    return found[0]


def test_the_workflow_builds_with_the_readmes_command_for_the_pages_address():
    build = next(s for s in WORKFLOW["jobs"]["build"]["steps"] if "run" in s)
    blocks = re.findall(r"```sh\n(.*?)```", readme_section("Publishing"), re.S)
    assert [build["run"]] == [line for block in blocks for line in block.splitlines()]
    pages = step("build", "actions/configure-pages")
    assert build["env"] == {"SITE_URL": "${{ steps.%s.outputs.base_url }}" % pages["id"]}
    # Every page's "last updated" date comes from git: the whole history.
    assert step("build", "actions/checkout")["with"]["fetch-depth"] == 0
    directory = build["run"].split()[-1]
    assert step("build", "actions/upload-pages-artifact")["with"]["path"] == directory


def test_the_workflow_deploys_what_it_built_on_every_push_to_main():
    assert WORKFLOW[True]["push"]["branches"] == ["main"]      # YAML reads the key `on` as true
    assert WORKFLOW["jobs"]["deploy"]["needs"] == "build"
    assert WORKFLOW["jobs"]["deploy"]["environment"]["name"] == "github-pages"
    step("deploy", "actions/deploy-pages")
    assert WORKFLOW["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}


def test_every_action_is_pinned_to_a_major_version():
    for job in WORKFLOW["jobs"].values():
        for s in job["steps"]:
            if "uses" in s:
                assert re.fullmatch(r"actions/[a-z-]+@v\d+", s["uses"]), s["uses"]


def test_dev_py_offers_every_command_the_readme_names():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    named = set(re.findall(r"python3 dev\.py ([a-z]+(?: --[a-z]+)?)", readme))
    assert named == {"serve", "serve --live", "test", "build"}
    for command in named:
        assert "python3 dev.py " + command in dev.__doc__
